import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './__generated__/api';
import { NO_AUTH_OPERATIONS } from './__generated__/no-auth';
import { authBridge, freshAccessToken } from '../auth-bridge';
import { RestError } from '../errors';

/** Whether the contract declares this operation without a bearer token (`security: []`, generated). */
export function isNoAuth(path: string, method: string): boolean {
  return NO_AUTH_OPERATIONS.has(`${method.toUpperCase()} ${path}`);
}

const retries = new WeakMap<Request, Request>();

// Bearer token on every call but noAuth ones; on a 401 refresh once and retry once (spec §8).
const authMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (isNoAuth(schemaPath, request.method)) return request;
    const token = await freshAccessToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    retries.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response, schemaPath }) {
    if (response.status !== 401 || isNoAuth(schemaPath, request.method)) return response;
    const original = retries.get(request);
    if (!original) return response;
    await authBridge().refresh();
    const token = authBridge().getAccessToken();
    if (token) original.headers.set('authorization', `Bearer ${token}`);
    return fetch(original);
  },
};

/** The REST client generated from openapi/api.yaml, based at /api. */
export const restClient = createClient<paths>({ baseUrl: '/api', cache: 'no-store' });
restClient.use(authMiddleware);

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Unwraps an openapi-fetch result by spec §7/§8: 404 → null, 204 → undefined, any other non-success →
 * RestError('Response not successful: Received status code {n}').
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T | null> {
  const { data, error, response } = await call;
  if (response.status === 404) return null;
  if (!response.ok) {
    const problem = error && typeof error === 'object' ? (error as RestError['problem']) : null;
    throw new RestError(response.status, problem);
  }
  if (response.status === 204) return undefined as T;
  return data as T;
}
