export { privateQueryHref, usePrivateSearchParams, withPrivateKeysStashed } from './private-query';
