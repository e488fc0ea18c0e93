import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './__generated__/api';
import { NO_AUTH_OPERATIONS } from './__generated__/no-auth';
import { authBridge, freshAccessToken, trackAuthenticatedCall } from '../auth-bridge';

/** Whether the contract declares this operation without a bearer token (`security: []`, generated). */
export function isNoAuth(path: string, method: string): boolean {
  return NO_AUTH_OPERATIONS.has(`${method.toUpperCase()} ${path}`);
}

const retries = new WeakMap<Request, Request>();
/** Ends the wire time counted for a request (trackAuthenticatedCall) when its answer or failure comes. */
const answered = new WeakMap<Request, () => void>();

// Bearer token on every call but noAuth ones; on a 401 refresh once and retry once (spec §8).
const authMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (isNoAuth(schemaPath, request.method)) return request;
    const token = await freshAccessToken();
    if (token) {
      request.headers.set('authorization', `Bearer ${token}`);
      void trackAuthenticatedCall(new Promise<void>((resolve) => answered.set(request, resolve)));
    }
    retries.set(request, request.clone());
    return request;
  },
  onError({ request }) {
    answered.get(request)?.();
  },
  async onResponse({ request, response, schemaPath }) {
    answered.get(request)?.();
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

// unwrap lives in its own module: the entry uses it without the client, which brings openapi-fetch (ARCHITECTURE §8)
export { unwrap } from './unwrap';
