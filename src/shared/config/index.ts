export { loadRuntimeConfig, useRuntimeConfig } from './runtime-config';
export { configQueries } from './config-queries';
export { CLIENT_VERSION } from './client-version';
export { VersionsQuery } from './config-query';
export { ClinicalVersionQuery } from './version.clinical';
