export {
  PRIVATE_QUERY_PARAM,
  privateQueryHref,
  readPrivateQuery,
  stashPrivateQuery,
  usePrivateSearchParams,
  withPrivateKeysStashed,
} from './private-query';
