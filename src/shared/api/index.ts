export { execute } from './graphql/execute';
export { restClient, unwrap } from './rest/client';
export { RestError, GraphQLRequestError, errorFields, errorMessage } from './errors';
export { freshAccessToken, setAuthBridge } from './auth-bridge';
export { queryClient } from './query-client';
export type { paths as RestPaths, components as RestComponents } from './rest/__generated__/api';
export { graphql } from './graphql/main';
export type * from './graphql/main';
