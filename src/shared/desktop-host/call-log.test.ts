import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { logHostCall, type HostCallEntry } from './call-log';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function entry(method: HostCallEntry['method']): HostCallEntry {
  return {
    method,
    request: null,
    response: '{}',
    success: true,
    error: null,
    responseTimeMilliseconds: 4,
    numAttachments: null,
    at: new Date().toISOString(),
  };
}

type Seen = { method: string; keepalive: boolean; at: number; batch: number };

/** Records what reaches the server's two logs (recordIm1Transaction and the client-logs batch). */
function recordSends(options: { holdFirstIm1?: Promise<void> } = {}) {
  const seen: Seen[] = [];
  let first = true;
  server.use(
    graphql.mutation('RecordIm1Transaction', async ({ request, variables }) => {
      const input = (variables as { input: { method: string } }).input;
      const hold = first ? options.holdFirstIm1 : undefined;
      first = false;
      seen.push({ method: input.method, keepalive: request.keepalive, at: performance.now(), batch: 1 });
      if (hold) await hold;
      return HttpResponse.json({ data: { recordIm1Transaction: { id: '1' } } });
    }),
    http.post('*/api/client-logs', async ({ request }) => {
      const body = (await request.json()) as { entries: { method: string }[] };
      for (const e of body.entries) {
        seen.push({
          method: e.method,
          keepalive: request.keepalive,
          at: performance.now(),
          batch: body.entries.length,
        });
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('desktop host call log (spec §7: every desktop call is logged)', () => {
  it('sends the calls still waiting for their flush when the page goes away, in requests that outlive it', async () => {
    cleanup = signInAs(demoAccounts.clinician, riverside);
    const seen = recordSends();
    logHostCall(entry('currentPatient'));
    logHostCall(entry('browserInfo'));
    const left = performance.now();
    window.dispatchEvent(new Event('pagehide'));

    await expect.poll(() => seen.map((s) => s.method).sort()).toEqual(['browserInfo', 'currentPatient']);
    // sent as the page went, not by the flush half a second later (which a reload would have cancelled)
    expect(Math.max(...seen.map((s) => s.at)) - left).toBeLessThan(400);
    expect(seen.every((s) => s.keepalive)).toBe(true);
    // and once only: the flush that was due sends nothing again
    await sleep(700);
    expect(seen).toHaveLength(2);
  });

  it('sends the rest of a flush under way when the page goes away during it', async () => {
    cleanup = signInAs(demoAccounts.clinician, riverside);
    let release: () => void = () => undefined;
    const seen = recordSends({ holdFirstIm1: new Promise<void>((resolve) => (release = resolve)) });
    logHostCall(entry('GetAvailableAppointments'));
    logHostCall(entry('BookAppointment'));
    // the flush begins and waits on the first clinical call's answer
    await expect.poll(() => seen.map((s) => s.method), { timeout: 2_000 }).toEqual(['GetAvailableAppointments']);

    window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => seen.map((s) => s.method)).toEqual(['GetAvailableAppointments', 'BookAppointment']);
    expect(seen.every((s) => s.keepalive)).toBe(true);
    release();
    await sleep(100);
    expect(seen).toHaveLength(2);
  });
});

describe('a batch too large for keepalive (browsers refuse those over 64 KB)', () => {
  it('is still sent, as an ordinary request', async () => {
    cleanup = signInAs(demoAccounts.clinician, riverside);
    const seen = recordSends();
    logHostCall({ ...entry('browserInfo'), response: 'x'.repeat(20_000), request: 'y'.repeat(20_000), error: null });
    logHostCall({ ...entry('browserInfo'), response: 'z'.repeat(20_000) });
    await expect.poll(() => seen.length, { timeout: 2_000 }).toBe(2);
    expect(seen.every((s) => !s.keepalive)).toBe(true);
  });
});

describe('many window calls waiting', () => {
  it('go in batches of at most 100, the most the client-logs call takes, flushed or sent as the page goes', async () => {
    cleanup = signInAs(demoAccounts.clinician, riverside);
    const seen = recordSends();
    for (let i = 0; i < 150; i++) logHostCall(entry('browserInfo'));
    window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => seen.length).toBe(150);
    expect([...new Set(seen.map((s) => s.batch))].sort((a, b) => a - b)).toEqual([50, 100]);

    seen.length = 0;
    for (let i = 0; i < 130; i++) logHostCall(entry('browserInfo'));
    await expect.poll(() => seen.length, { timeout: 2_000 }).toBe(130);
    expect([...new Set(seen.map((s) => s.batch))].sort((a, b) => a - b)).toEqual([30, 100]);
  });
});
