import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import { availableAppointments, bookAppointment } from '../clinical-system/index.js';
import { processReminders } from './delivery.js';
import { CONSOLE_ACCESS_NONE, CONSOLE_NOT_ALLOWED } from '../console/index.js';
import { memberships } from '../users/index.js';
import { DEFAULT_REMINDER_TEXTS, REMINDER_MESSAGES, reminderSettingsErrors } from './rules.js';

// Monday 2 March 2026, 09:00 UK (GMT)
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const SUPER = 1;
const CLINICIAN = 2; // role 'no': the patients area, no console access
const RECEPTION = 3; // role 'editor'
const DAY = 86_400_000;

const ELEANOR = '9991000003'; // NHS App, consented to SMS
const OLIVER = '9991000135'; // no NHS App, consented to SMS
const AMARA = '9991000267'; // no NHS App, no SMS consent
const MARGARET = '9991000798'; // NHS App, no SMS consent
const GEORGE = '9991000399'; // NHS App, consented to SMS

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}

const settings = (days: number[], extra: Record<string, unknown> = {}) =>
  call('PUT', '/appointment-reminders/wcms_id/1001/settings', {
    enabled: true,
    days_before: days,
    sms_without_consent: false,
    text: 'Reminder: {practice} on {date} at {time} with {clinician}.',
    ...extra,
  });

// the embedded outbox over the test database, as the app's own provider
const pass = () =>
  processReminders({ db: t.database.db, clock, messaging: createOutboxMessaging(t.database.db, clock) });

/** Books the first free slot on the UK day `days` ahead of the clock for the patient. */
async function book(nhsNumber: string, days: number, wcmsId = 1001) {
  const start = new Date(Date.UTC(2026, 2, 2) + days * DAY);
  const slots = await availableAppointments(
    t.database.db,
    wcmsId,
    { startTime: start, endTime: new Date(start.getTime() + DAY) },
    clock.now(),
  );
  // only free slots are offered, so the first is always one no earlier test took
  const slot = slots[0]!;
  return bookAppointment(t.database.db, wcmsId, { appointmentId: Number(slot.id), nhsNumber }, clock.now());
}

const log = async (nhs: string, query = '', userId = RECEPTION) =>
  (await call('GET', `/appointment-reminders/wcms_id/1001?nhs_number=${nhs}${query}`, undefined, userId)).body;

describe('settings', () => {
  it('are off with the clinical system type default text until saved, and editable with console access', async () => {
    const { status, body } = await call('GET', '/appointment-reminders/wcms_id/1002/settings', undefined, 4);
    expect(status).toBe(200);
    expect(body).toEqual({
      enabled: false,
      days_before: [],
      sms_without_consent: false,
      text: DEFAULT_REMINDER_TEXTS.systmone,
      default_text: DEFAULT_REMINDER_TEXTS.systmone,
      can_edit: true,
    });
    const clinician = await call('GET', '/appointment-reminders/wcms_id/1001/settings', undefined, CLINICIAN);
    expect(clinician.body).toMatchObject({ can_edit: false, text: DEFAULT_REMINDER_TEXTS.emisweb });
  });

  it('refuse a change from staff without console access, and anyone outside the organisation', async () => {
    const { status, body } = await call(
      'PUT',
      '/appointment-reminders/wcms_id/1001/settings',
      { enabled: true, days_before: [2], sms_without_consent: false, text: 'x' },
      CLINICIAN,
    );
    expect(status).toBe(403);
    // the clinician (role no) may not open the console at all (spec §6)
    expect(body.message).toBe(CONSOLE_NOT_ALLOWED);
    // reception is not a member of Hillview; the super user (not a member) is refused the patients area
    expect((await call('GET', '/appointment-reminders/wcms_id/1002/settings')).status).toBe(403);
    const superUser = await call('GET', '/appointment-reminders/wcms_id/1001/settings', undefined, SUPER);
    expect(superUser.status).toBe(403);
    expect(superUser.body.message).toBe(REMINDER_MESSAGES.noAccessToPage);
  });

  it('follow the console access level: reception with basic may change them, with none may not', async () => {
    const body = { enabled: false, days_before: [], sms_without_consent: false, text: 'Reminder' };
    expect((await call('PUT', '/appointment-reminders/wcms_id/1001/settings', body, RECEPTION)).status).toBe(200);
    const where = and(eq(memberships.userId, RECEPTION), eq(memberships.wcmsId, 1001));
    await t.database.db.update(memberships).set({ consoleAccess: 'none' }).where(where);
    try {
      const refused = await call('PUT', '/appointment-reminders/wcms_id/1001/settings', body, RECEPTION);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(CONSOLE_ACCESS_NONE);
      const read = await call('GET', '/appointment-reminders/wcms_id/1001/settings', undefined, RECEPTION);
      expect(read.body.can_edit).toBe(false);
    } finally {
      await t.database.db.update(memberships).set({ consoleAccess: 'basic' }).where(where);
    }
  });

  it('need at least one day from 1 to 7 when on, and a text', async () => {
    const none = await settings([]);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ days_before: 'Appointment days before required' });
    expect((await settings([0])).body.fields).toEqual({ days_before: REMINDER_MESSAGES.daysRange });
    expect((await settings([8])).body.fields).toEqual({ days_before: REMINDER_MESSAGES.daysRange });
    expect((await settings([2], { text: '  ' })).body.fields).toEqual({ text: REMINDER_MESSAGES.textRequired });
    // off with no days is fine
    expect((await settings([], { enabled: false })).status).toBe(200);
    const saved = await settings([3, 1, 3]);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, days_before: [1, 3], can_edit: true });
  });

  it('validation: days outside 1..7 are refused; any set within it is accepted when on', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 7 }), fc.boolean(), (days, enabled) => {
        const errors = reminderSettingsErrors({ enabled, days_before: days, sms_without_consent: false, text: 'x' });
        const inRange = days.every((d) => d >= 1 && d <= 7);
        const expectValid = inRange && (!enabled || days.length > 0);
        expect(errors.days_before === undefined).toBe(expectValid);
      }),
    );
  });
});

describe('sending', () => {
  it('reminds a patient with the NHS App exactly N days ahead, once, and plans the later day as pending', async () => {
    await settings([1, 3]);
    const appointment = await book(ELEANOR, 3);
    // two nodes' passes at once, then another: still one reminder per appointment and day
    await Promise.all([pass(), pass()]);
    await pass();
    const page = await log(ELEANOR);
    expect(page.total).toBe(2);
    const [pending, sent] = page.items;
    expect(sent).toMatchObject({
      patient_name: 'Eleanor Whitfield',
      channel: 'nhs_app',
      state: 'queued',
      nhs_number: ELEANOR,
      mobile: '07700900100',
      days_before: 3,
      appointment_at: appointment.startTime,
      delivered: false,
      cancelled: false,
      can_cancel: false,
    });
    expect(pending).toMatchObject({ days_before: 1, state: 'pending', channel: null, can_cancel: true });
    // due from the start of the UK day before the appointment
    expect(new Date(pending.time).getTime()).toBe(Date.UTC(2026, 2, 4));
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.reference, `appointment-reminder-${sent.id}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'nhs_app', recipient: ELEANOR });
    expect(messages[0]!.body).toMatch(/^Reminder: Riverside Medical Centre on 05\/03\/2026 at \d\d:\d\d with /);
  });

  it('follows receipts to delivered, then shows it attached once its attach task succeeds', async () => {
    clock.advance(7_000);
    await pass();
    const [, sent] = (await log(ELEANOR)).items;
    expect(sent).toMatchObject({ state: 'delivered', delivered: true, attached: false });
    expect(sent.delivered_at).not.toBeNull();
    const tasks = await t.database.db.execute(
      sql`select id, type, payload->>'nhsNumber' as nhs from attach_tasks where ${sent.id} = any(message_ids) and type = 'outbound'`,
    );
    const rows = (tasks as unknown as { rows: { id: number; nhs: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nhs).toBe(ELEANOR);
    await t.database.db.execute(sql`update attach_tasks set state = 'success' where id = ${rows[0]!.id}`);
    expect((await log(ELEANOR)).items[1]).toMatchObject({ attached: true });
  });

  it('sends SMS to a patient without the NHS App who consented', async () => {
    await book(OLIVER, 1);
    await pass();
    const [entry] = (await log(OLIVER)).items;
    expect(entry).toMatchObject({ channel: 'sms', state: 'queued', mobile: '07700900107', fallback_channel: null });
  });

  it('sends no SMS without explicit consent unless the settings allow it', async () => {
    await book(AMARA, 1);
    await pass();
    const [refused] = (await log(AMARA)).items;
    expect(refused).toMatchObject({ state: 'failed', failure_reason: REMINDER_MESSAGES.noConsent, channel: null });
    expect(
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.reference, `appointment-reminder-${refused.id}`)),
    ).toHaveLength(0);

    await settings([1, 3], { sms_without_consent: true });
    await book(AMARA, 3);
    await pass();
    const [allowed] = (await log(AMARA)).items.filter((i: Json) => i.days_before === 3);
    expect(allowed).toMatchObject({ state: 'queued', channel: 'sms', mobile: '07700900114' });
    await settings([1, 3], { sms_without_consent: false });
  });

  it('falls back to SMS when the NHS App message cannot be delivered, recording method and delay', async () => {
    await book(GEORGE, 1);
    await pass();
    const [first] = (await log(GEORGE)).items;
    expect(first).toMatchObject({ channel: 'nhs_app', state: 'queued' });
    clock.advance(5 * 60_000);
    await t.database.db
      .update(outboxMessages)
      .set({ status: 'failed', failureReason: 'No NHS App account', updatedAt: clock.now() })
      .where(eq(outboxMessages.reference, `appointment-reminder-${first.id}`));
    await pass();
    const [after] = (await log(GEORGE)).items;
    expect(after).toMatchObject({
      channel: 'nhs_app',
      fallback_channel: 'sms',
      fallback_delay_minutes: 5,
      state: 'queued',
    });
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.reference, `appointment-reminder-${first.id}`));
    expect(messages.map((m) => m.channel).sort()).toEqual(['nhs_app', 'sms']);
  });

  it('records a failed NHS App reminder with no fallback when SMS consent is missing', async () => {
    await book(MARGARET, 1);
    await pass();
    const [first] = (await log(MARGARET)).items;
    await t.database.db
      .update(outboxMessages)
      .set({ status: 'failed', failureReason: 'No NHS App account', updatedAt: clock.now() })
      .where(eq(outboxMessages.reference, `appointment-reminder-${first.id}`));
    await pass();
    const [after] = (await log(MARGARET)).items;
    expect(after).toMatchObject({
      state: 'failed',
      fallback_channel: null,
      failure_reason: REMINDER_MESSAGES.noConsent,
    });
  });
});

describe('cancelling and the log', () => {
  it('cancels a pending reminder (console access only), which then never goes; a sent one cannot be', async () => {
    const [pending, sent] = (await log(ELEANOR)).items;
    const url = (id: number) => `/appointment-reminders/wcms_id/1001/${id}/cancel`;
    expect((await call('POST', url(pending.id), undefined, CLINICIAN)).status).toBe(403);
    const cancelled = await call('POST', url(pending.id));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', cancelled: true, can_cancel: false });
    const again = await call('POST', url(pending.id));
    expect([again.status, again.body.message]).toEqual([409, REMINDER_MESSAGES.alreadyCancelled]);
    const gone = await call('POST', url(sent.id));
    expect([gone.status, gone.body.message]).toEqual([409, REMINDER_MESSAGES.alreadySent]);
    expect((await call('POST', url(999_999))).status).toBe(404);
    // Hillview's manager cannot reach Riverside's reminder through Hillview
    expect((await call('POST', `/appointment-reminders/wcms_id/1002/${sent.id}/cancel`, undefined, 4)).status).toBe(
      404,
    );

    clock.set(new Date('2026-03-04T08:00:00Z'));
    await pass();
    const [still] = (await log(ELEANOR)).items;
    expect(still).toMatchObject({ id: pending.id, state: 'cancelled' });
    expect(
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.reference, `appointment-reminder-${pending.id}`)),
    ).toHaveLength(0);
  });

  it('withdraws pending reminders for days no longer chosen', async () => {
    clock.set(new Date('2026-03-09T09:00:00Z'));
    await book(OLIVER, 7 + 3);
    await pass();
    const before = (await log(OLIVER, '&from=2026-03-09')).items;
    expect(before.map((i: Json) => [i.days_before, i.state])).toEqual([
      [1, 'pending'],
      [3, 'queued'],
    ]);
    await settings([3]);
    const after = (await log(OLIVER, '&from=2026-03-09')).items;
    expect(after.map((i: Json) => [i.days_before, i.state])).toEqual([[3, 'queued']]);
  });

  it('withdraws a pending reminder when its appointment is cancelled in the clinical system', async () => {
    // Friday 13 March, four days ahead: the 3-days-before reminder waits for Tuesday
    const appointment = await book(GEORGE, 7 + 4);
    await pass();
    const pending = (await log(GEORGE, '&from=2026-03-10')).items.filter((i: Json) => i.state === 'pending');
    expect(pending.map((i: Json) => i.appointment_id)).toContain(Number(appointment.id));
    await t.database.db.execute(
      sql`update clinical_appointments set patient_id = null, status = 'Available' where id = ${Number(appointment.id)}`,
    );
    await pass();
    const after = (await log(GEORGE, '&from=2026-03-10')).items.map((i: Json) => i.appointment_id);
    expect(after).not.toContain(Number(appointment.id));
  });

  it('filters by UK date range and pages, newest first; refuses an unreal date', async () => {
    const all = (await call('GET', '/appointment-reminders/wcms_id/1001?page_size=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(9);
    const times = all.items.map((i: Json) => i.time);
    expect([...times].sort().reverse()).toEqual(times);
    const march2 = (await call('GET', '/appointment-reminders/wcms_id/1001?from=2026-03-02&to=2026-03-02')).body;
    expect(march2.items.length).toBeGreaterThan(0);
    for (const i of march2.items) expect(i.time >= '2026-03-02' && i.time < '2026-03-03').toBe(true);
    const paged = (await call('GET', '/appointment-reminders/wcms_id/1001?page_size=2&page=2')).body;
    expect(paged).toMatchObject({ page: 2, page_size: 2, total: all.total });
    expect(paged.items.map((i: Json) => i.id)).toEqual(all.items.slice(2, 4).map((i: Json) => i.id));
    const bad = await call('GET', '/appointment-reminders/wcms_id/1001?from=2026-02-30');
    expect(bad.status).toBe(400);
    const order = await call('GET', '/appointment-reminders/wcms_id/1001?from=2026-03-05&to=2026-03-01');
    expect(order.body.fields).toEqual({ from: REMINDER_MESSAGES.dateOrder });
    const nhs = await call('GET', '/appointment-reminders/wcms_id/1001?nhs_number=999%20100');
    expect([nhs.status, nhs.body.fields]).toEqual([400, { nhs_number: 'Enter a 10-digit NHS number' }]);
  });
});
