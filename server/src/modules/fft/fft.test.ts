import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, latestMessageTo, type Json } from '../../test/helpers.js';
import { addRequest } from '../messages/test-fixtures.js';
import { requests } from '../messages/index.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import { processFftInvitations } from './service.js';
import { fftInvitations } from './tables.js';

const RECEPTION = 3;
const MANAGER = 4;
let t: TestApp;
let token = '';

const SAVE = `mutation SaveFftSettings($w: ID!, $input: FftSettingsInput!) {
  saveFftSettings(wcmsId: $w, input: $input) { requestTypes sendDelayDays appointmentOption invitationMethod }
}`;
const READ = 'query FftSettings($w: ID!) { fftSettings(wcmsId: $w) { requestTypes sendDelayDays invitationMethod } }';

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(MANAGER)).bearerToken;
});
afterAll(async () => t.close());

async function complete(id: number) {
  const { headers } = await t.signIn(RECEPTION);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my/messages/wcms_id/1001/${id}`,
    headers,
    payload: { action: 'complete' },
  });
  expect(response.statusCode).toBe(200);
}

const send = () =>
  processFftInvitations({
    db: t.database.db,
    clock: t.clock,
    messaging: createOutboxMessaging(t.database.db, t.clock),
    config: t.config,
  });

describe('Friends and Family Test', () => {
  it('is off until a request type is chosen; the settings are validated', async () => {
    expect((await gql<Json>(t, READ, { w: '1001' }, { token })).data?.fftSettings).toEqual({
      requestTypes: [],
      sendDelayDays: 0,
      invitationMethod: 'sms',
    });
    const bad = await gql<Json>(
      t,
      SAVE,
      {
        w: '1001',
        input: {
          requestTypes: ['medical', 'nonsense'],
          sendDelayDays: 31,
          appointmentOption: false,
          invitationMethod: 'sms',
        },
      },
      { token },
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      requestTypes: 'Choose request types from the list.',
      sendDelayDays: 'Enter the send delay: immediately, or a whole number of days from 1 to 30.',
    });
    const missing = await gql<Json>(
      t,
      SAVE,
      {
        w: '1001',
        input: { requestTypes: [], sendDelayDays: null, appointmentOption: false, invitationMethod: 'sms' },
      },
      { token },
    );
    expect(missing.errors?.[0]?.extensions?.fields).toHaveProperty('sendDelayDays');
    // off: completing a request invites nobody
    const off = await addRequest(t.database.db, { type: 'medical', patientTelephone: '07700 900123' });
    await complete(off);
    expect(await t.database.db.select().from(fftInvitations).where(eq(fftInvitations.requestId, off))).toHaveLength(0);
  });

  it('invites after completing a chosen type, after the delay; one answer per invitation, counted by the FFT report', async () => {
    const saved = await gql<Json>(
      t,
      SAVE,
      {
        w: '1001',
        input: { requestTypes: ['medical'], sendDelayDays: 2, appointmentOption: true, invitationMethod: 'sms' },
      },
      { token },
    );
    expect(saved.data?.saveFftSettings).toEqual({
      requestTypes: ['medical'],
      sendDelayDays: 2,
      appointmentOption: true,
      invitationMethod: 'sms',
    });
    const admin = await addRequest(t.database.db, { type: 'admin', patientTelephone: '07700 900124' });
    await complete(admin);
    const medical = await addRequest(t.database.db, { type: 'medical', patientTelephone: '07700 900125' });
    await complete(medical);
    expect(await t.database.db.select().from(fftInvitations).where(eq(fftInvitations.requestId, admin))).toHaveLength(
      0,
    );
    const [invitation] = await t.database.db.select().from(fftInvitations).where(eq(fftInvitations.requestId, medical));
    expect(invitation).toMatchObject({ method: 'sms', recipient: '07700900125', sentAt: null });
    const delay = invitation!.sendAt.getTime() - invitation!.createdAt.getTime();
    expect(delay).toBe(2 * 86_400_000);
    // not due yet: nothing is sent
    await send();
    expect(
      (await t.database.db.select().from(fftInvitations).where(eq(fftInvitations.id, invitation!.id)))[0]?.sentAt,
    ).toBeNull();
    await t.database.db
      .update(fftInvitations)
      .set({ sendAt: new Date(Date.now() - 1000) })
      .where(eq(fftInvitations.id, invitation!.id));
    expect(await send()).toBeGreaterThanOrEqual(1);
    const sms = await latestMessageTo(t, '07700900125');
    expect(sms?.body).toContain(`/consult/fft/${invitation!.token}`);
    const [row] = await t.database.db.select({ fft: requests.fftState }).from(requests).where(eq(requests.id, medical));
    expect(row?.fft).toBe('sent');

    const url = `/api/fft/${invitation!.token}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({
      organisation_name: 'Riverside Medical Centre',
      answered: false,
    });
    expect((await t.app.inject({ method: 'POST', url, payload: { answer: 7 } })).statusCode).toBe(400);
    const answered = await t.app.inject({ method: 'POST', url, payload: { answer: 2, comment: ' Quick reply ' } });
    expect(answered.json()).toEqual({ organisation_name: 'Riverside Medical Centre', answered: true });
    const again = await t.app.inject({ method: 'POST', url, payload: { answer: 5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already answered this survey. Thank you.');
    expect((await t.app.inject({ method: 'GET', url: '/api/fft/unknown-token-000000' })).statusCode).toBe(404);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const report = await gql<Json>(
      t,
      'query Report($w: ID!, $d: String!) { report(wcmsId: $w, tab: fft, from: $d, to: $d) { figures { key value } comments { text } } }',
      { w: '1001', d: today },
      { token },
    );
    const figures = Object.fromEntries((report.data!.report.figures as Json[]).map((f) => [f.key, f.value]));
    expect(figures).toMatchObject({ answers: 1, positiveShare: 100, invitationsSent: 1, responseRate: 100 });
    expect(report.data!.report.comments).toEqual([{ text: 'Quick reply' }]);
  });
});
