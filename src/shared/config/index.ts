export { configQueries, useRuntimeConfig } from './runtime-config';
export { CLIENT_VERSION } from './client-version';
export { VersionsQuery } from './config-query';
export { ClinicalVersionQuery } from './version.clinical';
