import { describe, expect, it } from 'vitest';
import { GraphQLRequestError, isWorthRetrying, RestError } from './errors';

const graphqlError = (code?: string) =>
  new GraphQLRequestError('Op', [{ message: 'x', ...(code ? { extensions: { code } } : {}) }]);

describe('isWorthRetrying: which failed reads are asked for again', () => {
  it('retries what may pass: a network failure, a server error, a timeout, a rate limit', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(isWorthRetrying(new RestError(500, null))).toBe(true);
    expect(isWorthRetrying(new RestError(503, { message: 'Sorry, a problem was encountered.' }))).toBe(true);
    expect(isWorthRetrying(new RestError(408, null))).toBe(true);
    expect(isWorthRetrying(new RestError(429, null))).toBe(true);
    expect(isWorthRetrying(graphqlError())).toBe(true);
    expect(isWorthRetrying(graphqlError('INTERNAL_SERVER_ERROR'))).toBe(true);
  });

  it('shows a refusal or a bad request at once: it would fail the same way again', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 423])
      expect(isWorthRetrying(new RestError(status, null))).toBe(false);
    expect(isWorthRetrying(new GraphQLRequestError('Op', [{ message: 'Unauthenticated.' }]))).toBe(false);
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'RESTRICTED_VIEW']) {
      expect(isWorthRetrying(graphqlError(code))).toBe(false);
    }
  });
});
