import { describe, expect, it } from 'vitest';
import { loadContract } from '../rest/contract.js';
import { MANAGER, REST_RUNS_PER_OPERATION, fuzzHarness, restRequests } from './bad-input.js';

// The REST half of the bad-input property (the generators and the property itself: bad-input.ts).
describe('no bad request answers 5xx or 501', () => {
  const run = fuzzHarness('rest');

  it('holds for every REST operation of openapi/api.yaml', async () => {
    const operations = loadContract();
    for (const op of operations) {
      // a fresh session per operation: an operation that signs out must not spoil the next one's requests
      const { headers: auth } = await run.t.signIn(MANAGER);
      for (const [i, request] of restRequests(op).entries()) {
        const response = await run.t.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...request.headers, ...(i % 10 === 9 ? {} : auth) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        run.record(
          `${op.operationId}: ${request.method} ${request.url.slice(0, 200)}`,
          response.statusCode,
          response.body,
        );
      }
    }
    expect(run.failures).toEqual([]);
    // every generated request was sent (84 operations: 13,440), and the REST half alone is 10,000+ requests
    expect(run.sent).toBe(operations.length * REST_RUNS_PER_OPERATION);
    expect(run.sent).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
