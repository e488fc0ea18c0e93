export { execute, operationNameOf } from './graphql/execute';
export type { ExecuteOptions, TypedDocument } from './graphql/execute';
export { restClient, unwrap } from './rest/client';
export { RestError, GraphQLRequestError, errorMessage, isUnauthenticated } from './model/errors';
export { setAuthBridge } from './model/auth-bridge';
export type { AuthBridge } from './model/auth-bridge';
export { queryClient } from './model/query-client';
export type { paths as RestPaths, components as RestComponents } from './rest/__generated__/api';
