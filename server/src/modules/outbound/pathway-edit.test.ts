import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { OUTBOUND_LIMITS, OUTBOUND_MESSAGES } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(60_000));

const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;
const patient = { nhs_number: '943 476 5919', mobile: '07700 900123', forename: 'Ellie', surname: 'Morgan' };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : null };
}

const newPathway = async (name: string) =>
  (await call('POST', '/outbound-pathways/wcms_id/1001', { name, amount: 2, interval_days: 7 })).body!.id as number;

describe('editing and deleting pathways (spec §5)', () => {
  it('edits a pathway with the same rules, the name unique among the others', async () => {
    const id = await newPathway('Asthma');
    await newPathway('Asthma review');
    const renamed = await call('PUT', `/outbound-pathways/wcms_id/1001/${id}`, {
      name: 'Asthma checks',
      description: 'Twice a year',
      amount: 3,
      interval_days: 30,
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Asthma checks', amount: 3, interval_days: 30 } });
    // keeping its own name is fine; another's is not
    expect(
      (
        await call('PUT', `/outbound-pathways/wcms_id/1001/${id}`, {
          name: 'asthma checks',
          amount: 1,
          interval_days: 1,
        })
      ).status,
    ).toBe(200);
    const taken = await call('PUT', `/outbound-pathways/wcms_id/1001/${id}`, {
      name: 'ASTHMA REVIEW',
      amount: 0,
      interval_days: 100,
    });
    expect(taken.body!.fields).toEqual({
      name: OUTBOUND_MESSAGES.pathwayNameTaken,
      amount: OUTBOUND_MESSAGES.pathwayAmount,
      interval_days: OUTBOUND_MESSAGES.pathwayInterval,
    });
  });

  it('refuses any name over 64 or description over 128 characters on edit', async () => {
    const id = await newPathway('Limits');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), async (extra) => {
        const bad = await call('PUT', `/outbound-pathways/wcms_id/1001/${id}`, {
          name: 'n'.repeat(OUTBOUND_LIMITS.pathwayName + extra),
          description: 'd'.repeat(OUTBOUND_LIMITS.pathwayDescription + extra),
          amount: 1,
          interval_days: 1,
        });
        expect(bad.status).toBe(400);
        expect(bad.body!.fields).toEqual({
          name: OUTBOUND_MESSAGES.pathwayNameLength,
          description: OUTBOUND_MESSAGES.pathwayDescription,
        });
      }),
      { numRuns: 6 },
    );
  });

  it('refuses to delete a pathway a scheduled message uses, saying why; deletes it once that is cancelled', async () => {
    const id = await newPathway('Flu jabs');
    const scheduled = await call('POST', '/outbound/wcms_id/1001', {
      channel: 'sms',
      body: 'Your flu jab is due.',
      pathway_id: id,
      send_at: new Date(clock.now().getTime() + 3 * 86_400_000).toISOString(),
      recipients: [patient],
    });
    expect(scheduled.status).toBe(201);
    const refused = await call('DELETE', `/outbound-pathways/wcms_id/1001/${id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: OUTBOUND_MESSAGES.pathwayInUse(1) } });
    expect(refused.body!.message).toContain('a scheduled message uses it');
    expect((await call('POST', `/outbound/wcms_id/1001/${scheduled.body!.id}/cancel`)).status).toBeLessThan(300);
    expect((await call('DELETE', `/outbound-pathways/wcms_id/1001/${id}`)).status).toBe(204);
    const list = await call('GET', '/outbound-pathways/wcms_id/1001');
    expect(list.body!.pathways.map((p: Json) => p.id)).not.toContain(id);
  });

  it('is refused for another organisation and without outbound access', async () => {
    const id = await newPathway('Riverside only');
    expect((await call('DELETE', `/outbound-pathways/wcms_id/1002/${id}`, undefined, MANAGER)).status).toBe(404);
    expect(
      (await call('PUT', `/outbound-pathways/wcms_id/1002/${id}`, { name: 'x', amount: 1, interval_days: 1 }, MANAGER))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/outbound-pathways/wcms_id/1002/${id}`)).status).toBe(403);
    void CLINICIAN;
  });
});

describe('editing and deleting message templates', () => {
  it('changes and deletes the organisation’s own templates only, never the built-in ones', async () => {
    const made = await call('POST', '/outbound-templates/wcms_id/1001', { name: 'Closed', body: 'We are closed.' });
    const id = made.body!.id as number;
    const edited = await call('PUT', `/outbound-templates/wcms_id/1001/${id}`, {
      name: 'Closed Monday',
      body: 'Shut.',
    });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Closed Monday', body: 'Shut.' } });
    const blank = await call('PUT', `/outbound-templates/wcms_id/1001/${id}`, { name: ' ', body: '' });
    expect(blank.body!.fields).toEqual({ name: OUTBOUND_MESSAGES.templateName, body: OUTBOUND_MESSAGES.body });
    const all = await call('GET', '/outbound-templates/wcms_id/1001');
    const builtIn = (all.body!.templates as Json[]).find((x) => x.kind === 'message');
    if (builtIn) {
      expect((await call('DELETE', `/outbound-templates/wcms_id/1001/${builtIn.id}`)).status).toBe(404);
    }
    expect((await call('DELETE', `/outbound-templates/wcms_id/1002/${id}`, undefined, MANAGER)).status).toBe(404);
    expect((await call('DELETE', `/outbound-templates/wcms_id/1001/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/outbound-templates/wcms_id/1001/${id}`)).status).toBe(404);
  });
});
