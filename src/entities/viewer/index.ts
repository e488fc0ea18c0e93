export { ViewerQuery, viewerQueries } from './api/viewer-queries';
export { useUserSettings, useViewer } from './model/viewer';
export type { Viewer } from './model/viewer';
export { PASSWORD_MIN_LENGTH, newPasswordFields, passwordsMatch } from './model/password';
export { NewPasswordFields } from './ui/new-password-fields';
export { coveringQueries, useUpdateCovering } from './api/covering';
export type { Covering, CoveredGroup } from './api/covering';
