import { RestError } from '../errors';

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
