export { viewerQueries } from './api/viewer-queries';
export { useUserSettings, useViewer } from './model/viewer';
export { newPasswordFields, passwordsMatch } from './model/password';
export { NewPasswordFields } from './ui/new-password-fields';
export { coveringQueries, useUpdateCovering } from './api/covering';
export type { CoveredGroup } from './api/covering';
