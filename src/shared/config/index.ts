export { configQueries, useRuntimeConfig } from './model/runtime-config';
export type { RuntimeConfig } from './model/runtime-config';
export { CLIENT_VERSION } from './model/client-version';
export { VersionsQuery } from './api/config-query';
