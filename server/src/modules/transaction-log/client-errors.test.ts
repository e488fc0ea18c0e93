import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { maskLongNumbers } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CLINICIAN = 2;

describe('client-errors: a page that could not render, reported to monitoring (spec §8 Rendering)', () => {
  it("writes it to the server's log at error level with the user, ten-digit numbers masked", async () => {
    const logged = vi.fn();
    // the log of every request is a child of the app's; with logging off in tests both are the same no-op logger
    const error = vi.spyOn(t.app.log, 'error').mockImplementation(logged as never);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: (await t.signIn(CLINICIAN)).headers,
        payload: {
          message: "TypeError: Cannot read properties of undefined (reading 'name') for 999 100 0003",
          stack: 'TypeError: …\n    at RequestView (request-view.tsx:12:3)',
          route: '/full/request/:id/full',
          client_version: '1.4.0',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(logged).toHaveBeenCalledWith(
        {
          clientError: {
            message: "TypeError: Cannot read properties of undefined (reading 'name') for [number]",
            stack: 'TypeError: …\n    at RequestView (request-view.tsx:12:3)',
            route: '/full/request/:id/full',
            clientVersion: '1.4.0',
          },
          userId: CLINICIAN,
        },
        'a page could not render in the browser',
      );
    } finally {
      error.mockRestore();
    }
  });

  it('takes reports from signed-in users only, within the contract', async () => {
    const body = { message: 'x', route: '/', client_version: '1' };
    expect((await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: body })).statusCode).toBe(401);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: (await t.signIn(CLINICIAN)).headers,
      payload: { ...body, message: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('masks NHS numbers and mobiles however they are written, and leaves other numbers', () => {
    expect(maskLongNumbers('9991000003, 999 100 0003, 999-100-0003')).toBe('[number], [number], [number]');
    expect(maskLongNumbers('mobile 07700 900123 or 07700900123')).toBe('mobile [number] or [number]');
    expect(maskLongNumbers('line 12345, id 42, 2026-11-27, at main.js:178:161764')).toBe(
      'line 12345, id 42, 2026-11-27, at main.js:178:161764',
    );
  });
});
