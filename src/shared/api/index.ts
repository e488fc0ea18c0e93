export { execute, operationNameOf } from './graphql/execute';
export type { ExecuteOptions, TypedDocument } from './graphql/execute';
export { restClient, unwrap } from './rest/client';
export { RestError, GraphQLRequestError, errorMessage, isUnauthenticated } from './errors';
export { setAuthBridge } from './auth-bridge';
export type { AuthBridge } from './auth-bridge';
export { queryClient } from './query-client';
export type { paths as RestPaths, components as RestComponents } from './rest/__generated__/api';
