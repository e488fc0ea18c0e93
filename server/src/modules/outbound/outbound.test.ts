import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SERVICE_HOURS, isInHours } from '@contracts/rules/service-hours.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { organisations } from '../organisations/index.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { outboundRecipients } from './tables.js';
import { attachTasks } from '../attach-tasks/index.js';
import { OUTBOUND_MESSAGES } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(60_000));

const SUPER = 1;
const CLINICIAN = 2;
const RECEPTION = 3;

const patient = { nhs_number: '943 476 5919', mobile: '07700 900123', forename: 'Ellie', surname: 'Morgan' };

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: /json/.test(String(response.headers['content-type'])) ? (response.json() as Json) : null,
    raw: response,
  };
}

const send = (payload: Record<string, unknown>, userId = RECEPTION) =>
  call('POST', '/outbound/wcms_id/1001', { channel: 'sms', recipients: [patient], ...payload }, userId);

async function tokenOf(outboundId: number, row = 1) {
  const [r] = await t.database.db
    .select({ token: outboundRecipients.token })
    .from(outboundRecipients)
    .where(sql`${outboundRecipients.requestId} = ${outboundId} and ${outboundRecipients.row} = ${row}`);
  return r!.token;
}

describe('sending an SMS', () => {
  it('hands it to the provider at once and follows its receipts to delivered', async () => {
    const { status, body } = await send({ body: 'Please book your asthma review.', sender_id: 'Riverside' });
    expect(body!.message).toBe(undefined);
    expect(status).toBe(201);
    expect(body).toMatchObject({ channel: 'sms', state: 'queued', first_recipient: 'Ellie Morgan', can_cancel: true });
    expect(body!.recipients[0]).toMatchObject({ nhs_number: '9434765919', mobile: '07700900123', state: 'queued' });
    const [outbox] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.reference, `outbound-recipient-${body!.recipients[0].id}`));
    expect(outbox).toMatchObject({ channel: 'sms', recipient: '07700900123', senderId: 'Riverside' });

    const states: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(2_000);
      states.push((await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!.state);
    }
    expect(states).toEqual(['queued', 'sent', 'delivered', 'delivered']);
    const list = await call('GET', '/outbound/wcms_id/1001?state=delivered');
    expect(list.body!.items.map((i: Json) => i.id)).toContain(body!.id);
  });

  it('queues each sent message to be attached to the patient’s record, once, without the reply link', async () => {
    const { body } = await send({ body: 'Your blood test results are normal.', response_requested: true });
    clock.advance(2_000);
    await call('GET', `/outbound/wcms_id/1001/${body!.id}`);
    const tasksOf = () =>
      t.database.db
        .select()
        .from(attachTasks)
        .where(and(eq(attachTasks.type, 'outbound'), eq(attachTasks.outboundRequestId, body!.id)));
    const tasks = await tasksOf();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      wcmsId: 1001,
      state: 'queued',
      messageIds: [body!.recipients[0].id],
      clinicalSystem: 'emisweb',
      createdBy: RECEPTION,
    });
    expect(tasks[0]!.payload).toMatchObject({
      title: 'Message to the patient from the practice',
      heading: 'SMS message sent',
      detail: 'Your blood test results are normal.\nA reply was requested.',
      nhsNumber: '9434765919',
    });
    // more passes (receipts) queue nothing more
    clock.advance(10_000);
    await call('GET', `/outbound/wcms_id/1001/${body!.id}`);
    expect(await tasksOf()).toHaveLength(1);
  });

  it('queues nothing for an organisation without a clinical system', async () => {
    await t.database.db.update(organisations).set({ clinicalSystem: 'na' }).where(eq(organisations.wcmsId, 1001));
    try {
      const { body } = await send({ body: 'No clinical system here.' });
      clock.advance(2_000);
      await call('GET', `/outbound/wcms_id/1001/${body!.id}`);
      const tasks = await t.database.db.select().from(attachTasks).where(eq(attachTasks.outboundRequestId, body!.id));
      expect(tasks).toEqual([]);
    } finally {
      await t.database.db
        .update(organisations)
        .set({ clinicalSystem: 'emisweb' })
        .where(eq(organisations.wcmsId, 1001));
    }
  });

  it('reports a failed delivery with the gateway’s reason, and partial when only some fail', async () => {
    const { body } = await send({
      body: 'Your results are ready.',
      recipients: [patient, { ...patient, mobile: '07700900000', forename: 'Dan' }],
    });
    clock.advance(10_000);
    const detail = (await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!;
    expect(detail.state).toBe('partial');
    expect(detail.recipients.map((r: Json) => r.state)).toEqual(['delivered', 'failed']);
    expect(detail.recipients[1].failure_reason).toMatch(/Not delivered/);
  });

  it('refuses what spec §5 refuses, field by field, with the wording shown to the user', async () => {
    const { status, body } = await send({
      body: '',
      sender_id: 'Riverside-Med',
      preferences: ['', 'x'.repeat(51)],
      reminder: { gap_days: 0, occurrences: 100 },
      send_at: '2029-01-01T00:00:00Z',
      fallback_hours: 3,
      recipients: [
        { nhs_number: '1234567890', mobile: '0123', forename: ' ', surname: 'x'.repeat(255), postcode: 'x'.repeat(16) },
      ],
    });
    expect(status).toBe(400);
    expect(body!.fields).toEqual({
      body: OUTBOUND_MESSAGES.body,
      sender_id: OUTBOUND_MESSAGES.senderId,
      'preferences.0': OUTBOUND_MESSAGES.preference,
      'preferences.1': OUTBOUND_MESSAGES.preferenceLength,
      send_at: OUTBOUND_MESSAGES.dateAhead,
      'reminder.gap_days': OUTBOUND_MESSAGES.reminderGap,
      'reminder.occurrences': OUTBOUND_MESSAGES.reminderOccurrences,
      fallback_hours: OUTBOUND_MESSAGES.fallback,
      'recipients.0.nhs_number': OUTBOUND_MESSAGES.nhsNumber,
      'recipients.0.mobile': OUTBOUND_MESSAGES.mobile,
      'recipients.0.forename': OUTBOUND_MESSAGES.forename,
      'recipients.0.surname': OUTBOUND_MESSAGES.surnameLength,
      'recipients.0.postcode': OUTBOUND_MESSAGES.postcode,
    });
  });

  it('refuses a send time already gone or beyond two years, and sends one in the current minute at once', async () => {
    const now = clock.now().getTime();
    const past = await send({ body: 'Hello', send_at: new Date(now - 5 * 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body!.fields).toEqual({ send_at: OUTBOUND_MESSAGES.sendAtPast });
    const yesterday = await send({ body: 'Hello', send_at: new Date(now - 86_400_000).toISOString() });
    expect(yesterday.body!.fields).toEqual({ send_at: OUTBOUND_MESSAGES.sendAtPast });
    const far = new Date(now);
    far.setUTCFullYear(far.getUTCFullYear() + 2);
    const tooFar = await send({ body: 'Hello', send_at: new Date(far.getTime() + 60_000).toISOString() });
    expect(tooFar.body!.fields).toEqual({ send_at: OUTBOUND_MESSAGES.dateAhead });
    const latest = await send({ body: 'Hello', send_at: far.toISOString() });
    expect(latest.status).toBe(201);
    expect(latest.body!.state).toBe('pending');
    // typed in the current minute (seconds behind the server clock): sent now, not refused
    const thisMinute = await send({ body: 'Hello', send_at: new Date(now - (now % 60_000)).toISOString() });
    expect(thisMinute.status).toBe(201);
    expect(thisMinute.body!.state).toBe('queued');
  });

  it('refuses reminders whose last one falls beyond two years ahead', async () => {
    const tooFar = await send({ body: 'Hello', reminder: { gap_days: 99, occurrences: 99 } });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body!.fields).toEqual({ 'reminder.gap_days': OUTBOUND_MESSAGES.dateAhead });
    const within = await send({ body: 'Hello', reminder: { gap_days: 30, occurrences: 24 } });
    expect(within.status).toBe(201);
  });

  it('refuses more than 20,000 recipients', async () => {
    const recipients = Array.from({ length: 20_001 }, () => patient);
    const { status, body } = await send({ body: 'Hello', recipients });
    expect(status).toBe(400);
    expect(body!.fields).toEqual({ recipients: OUTBOUND_MESSAGES.tooManyRecipients });
  });

  it('uses a template’s text when no body is given', async () => {
    const { body } = await send({ template_id: 1 });
    expect(body!.body).toMatch(/book a blood test/);
  });
});

describe('access', () => {
  it('is refused to a super user acting for the organisation and when outbound is not enabled', async () => {
    expect((await call('GET', '/outbound/wcms_id/1001', undefined, SUPER)).body).toMatchObject({
      message: 'You do not have access to this page',
    });
    expect((await call('GET', '/outbound/wcms_id/1002', undefined, RECEPTION)).status).toBe(403);
    await t.database.db
      .update(organisations)
      .set({ features: { outbound: false, requests: true, totalTriage: true } })
      .where(eq(organisations.wcmsId, 1001));
    try {
      const { status, body } = await call('GET', '/outbound/wcms_id/1001', undefined, CLINICIAN);
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'FEATURE_DISABLED', message: OUTBOUND_MESSAGES.notEnabled });
    } finally {
      await t.database.db
        .update(organisations)
        .set({ features: { outbound: true, requests: true, totalTriage: true } })
        .where(eq(organisations.wcmsId, 1001));
    }
  });
});

describe('cancelling', () => {
  it('cancels a scheduled (pending) message so it is never sent, and refuses a second cancel', async () => {
    const sendAt = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const { body } = await send({ body: 'Tomorrow’s clinic is cancelled.', send_at: sendAt });
    expect(body!.state).toBe('pending');
    const cancelled = await call('POST', `/outbound/wcms_id/1001/${body!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', can_cancel: false });
    clock.advance(2 * 86_400_000);
    await call('GET', '/outbound/wcms_id/1001');
    expect((await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!.recipients[0].state).toBe('cancelled');
    // never sent, so nothing to attach
    expect(await t.database.db.select().from(attachTasks).where(eq(attachTasks.outboundRequestId, body!.id))).toEqual(
      [],
    );
    const again = await call('POST', `/outbound/wcms_id/1001/${body!.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body!.message).toBe(OUTBOUND_MESSAGES.alreadyCancelled);
  });

  it('is refused once the recipient has seen the message', async () => {
    const { body } = await send({ body: 'Please read this.' });
    const token = await tokenOf(body!.id);
    const opened = await t.app.inject({ method: 'GET', url: `/api/outbound-response/${token}` });
    expect(opened.statusCode).toBe(200);
    const detail = (await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!;
    expect(detail).toMatchObject({ state: 'read', can_cancel: false });
    const refused = await call('POST', `/outbound/wcms_id/1001/${body!.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe(OUTBOUND_MESSAGES.seen);
  });
});

describe('response requests', () => {
  it('puts the patient’s reply in the inbox as an outbound response request', async () => {
    const { body } = await send({
      body: 'How is your blood pressure?',
      response_requested: true,
      preferences: ['Morning call', 'Afternoon call'],
    });
    const token = await tokenOf(body!.id);
    const [outbox] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.reference, `outbound-recipient-${body!.recipients[0].id}`));
    expect(outbox!.body).toContain(`/consult/reply/${token}`);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/outbound-response/${token}`,
      payload: { text: '128/82 this morning', preference: 'Morning call' },
    });
    expect(reply.statusCode).toBe(201);
    // the in-hours or out-of-hours on-screen confirmation by the default week (modules/service-hours)
    const confirmation = reply.json().confirmation as Json;
    expect(confirmation).toEqual({
      in_hours: isInHours(DEFAULT_SERVICE_HOURS, clock.now()),
      message: confirmation.in_hours
        ? 'Your request has been sent to the practice.'
        : 'The practice is closed. Your request will be read when it reopens.',
      emailed: false,
    });
    const inbox = await call('GET', '/my/messages/wcms_id/1001?search_term=Ellie&search_type=patient_name');
    const item = inbox.body!._embedded.messages.find(
      (i: Json) => i.type === 'outbound_response' && /blood pressure/.test(i.subject),
    );
    expect(item).toBeTruthy();
    // the reply is queued to attach to the patient's record as a new record (spec §4 Attach tasks)
    const [task] = await t.database.db
      .select()
      .from(attachTasks)
      .where(and(eq(attachTasks.type, 'outbound_submit'), eq(attachTasks.outboundRequestId, body!.id)));
    expect(task).toMatchObject({ wcmsId: 1001, state: 'queued', messageIds: [item.id] });
    expect(task!.payload.detail).toBe(
      'Message: How is your blood pressure?\nReply: 128/82 this morning\nPreference: Morning call',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/outbound-response/${token}`,
      payload: { text: 'x' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('reminders and fallback', () => {
  it('sends the reminders of a pathway to recipients who have not replied', async () => {
    const { body } = await send({ pathway_id: 1, response_requested: true });
    expect(body!.reminder).toEqual({ gap_days: 7, occurrences: 2 });
    clock.advance(7 * 86_400_000 + 1_000);
    await call('GET', '/outbound/wcms_id/1001');
    clock.advance(7 * 86_400_000 + 1_000);
    await call('GET', '/outbound/wcms_id/1001');
    clock.advance(7 * 86_400_000 + 1_000);
    await call('GET', '/outbound/wcms_id/1001');
    const detail = (await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!;
    expect(detail.recipients[0].reminders_sent).toBe(2);
  });

  it('sends an unread NHS App message again by SMS after the fallback delay', async () => {
    const { body } = await send({ channel: 'nhs_app', body: 'New message in the NHS App', fallback_hours: 3 });
    expect(body!.recipients[0].channel_used).toBe('nhs_app');
    clock.advance(3 * 3_600_000 + 1_000);
    await call('GET', '/outbound/wcms_id/1001');
    const detail = (await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!;
    expect(detail.recipients[0].channel_used).toBe('sms');
  });
});

describe('pathways, templates and CSV export', () => {
  it('checks pathway names (required, 64, unique), descriptions (128) and gaps (1 to 99)', async () => {
    const bad = await call('POST', '/outbound-pathways/wcms_id/1001', {
      name: 'hypertension REVIEW',
      description: 'x'.repeat(129),
      amount: 0,
      interval_days: 100,
    });
    expect(bad.body!.fields).toEqual({
      name: OUTBOUND_MESSAGES.pathwayNameTaken,
      description: OUTBOUND_MESSAGES.pathwayDescription,
      amount: OUTBOUND_MESSAGES.pathwayAmount,
      interval_days: OUTBOUND_MESSAGES.pathwayInterval,
    });
    const long = await call('POST', '/outbound-pathways/wcms_id/1001', {
      name: 'x'.repeat(65),
      amount: 1,
      interval_days: 1,
    });
    expect(long.body!.fields).toEqual({ name: OUTBOUND_MESSAGES.pathwayNameLength });
    const ok = await call('POST', '/outbound-pathways/wcms_id/1001', {
      name: 'Diabetes',
      amount: 2,
      interval_days: 14,
    });
    expect(ok.status).toBe(201);
    const list = await call('GET', '/outbound-pathways/wcms_id/1001');
    expect(list.body!.pathways.map((p: Json) => p.name)).toEqual(['Diabetes', 'Hypertension review']);
    const templates = await call('GET', '/outbound-templates/wcms_id/1001');
    expect(templates.body!.templates.map((p: Json) => p.kind)).toContain('organisation');
  });

  it('neutralises formula-injection characters in the exported CSV', async () => {
    const { body } = await send({
      body: 'Hi',
      recipients: [{ ...patient, forename: '=HYPERLINK("x")', surname: '+Smith' }],
    });
    const csv = await call('GET', `/outbound/wcms_id/1001/${body!.id}/recipients.csv`);
    expect(csv.raw.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.raw.body).toContain(`"'=HYPERLINK(""x"")","'+Smith"`);
  });
});

describe('final states, resending and repeated recipients (issue 23)', () => {
  const failing = { nhs_number: '999 100 0003', mobile: '07700 900000', forename: 'Fay', surname: 'Ling' };

  it('is settled once every recipient is final: no cancel then, and resend goes to the failed ones only', async () => {
    const { body } = await send({ body: 'Flu clinic on Saturday.', recipients: [patient, failing] });
    expect(body).toMatchObject({ settled: false, can_cancel: true });
    clock.advance(10_000);
    const done = (await call('GET', `/outbound/wcms_id/1001/${body!.id}`)).body!;
    expect(done.recipients.map((r: Json) => r.state).sort()).toEqual(['delivered', 'failed']);
    expect(done).toMatchObject({ state: 'partial', settled: true, can_cancel: false });
    const cancel = await call('POST', `/outbound/wcms_id/1001/${body!.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body!.code).toBe('OUTBOUND_SETTLED');

    const resent = await call('POST', `/outbound/wcms_id/1001/${body!.id}/resend-failed`);
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ body: 'Flu clinic on Saturday.', channel: 'sms', recipients_total: 1 });
    expect(resent.body!.recipients[0]).toMatchObject({ name: 'Fay Ling', mobile: '07700900000' });
    expect(resent.body!.id).not.toBe(body!.id);
  });

  it('refuses to resend when nobody failed, and for another organisation', async () => {
    const { body } = await send({ body: 'All well.' });
    clock.advance(10_000);
    const refused = await call('POST', `/outbound/wcms_id/1001/${body!.id}/resend-failed`);
    expect(refused.status).toBe(409);
    expect(refused.body!.message).toBe(OUTBOUND_MESSAGES.noneFailed);
    expect((await call('POST', `/outbound/wcms_id/1002/${body!.id}/resend-failed`)).status).toBe(403);
  });

  it('sends a repeated recipient once', async () => {
    const other = { ...patient, mobile: '07700 900124' };
    const { status, body } = await send({
      body: 'Repeated rows.',
      recipients: [patient, { ...patient, nhs_number: '9434765919', mobile: '07700900123' }, other],
    });
    expect(status).toBe(201);
    expect(body!.recipients_total).toBe(2);
    expect(body!.recipients.map((r: Json) => r.mobile)).toEqual(['07700900123', '07700900124']);
  });
});
