import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_HOURS, isInHours, WEEKDAYS, type DayHours } from '@contracts/rules/service-hours.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, latestMessageTo, type Json } from '../../test/helpers.js';
import { addRequest } from '../messages/test-fixtures.js';
import { DEFAULT_CONFIRMATION_MESSAGES } from './rules.js';

// Monday 2 March 2026, 09:00 UK (GMT): in hours by the default week
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const RECEPTION = 3; // console access basic: these areas are basic
const ELEANOR = '9991000003'; // Eleanor Whitfield, Riverside, has an email address

async function as(userId: number, query: string, variables: Record<string, unknown> = {}) {
  return gql<Json>(t, query, variables, { token: (await t.signIn(userId)).bearerToken });
}
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

const HOURS =
  'query ConsoleServiceHours($w: ID!) { consoleServiceHours(wcmsId: $w) { days { day start finish } inHoursNow } }';
const SAVE_HOURS =
  'mutation SaveServiceHours($w: ID!, $d: [ServiceHoursDayInput!]!) { saveServiceHours(wcmsId: $w, days: $d) { days { day start finish } inHoursNow } }';
const MESSAGES =
  'query ConsoleConfirmationMessages($w: ID!) { consoleConfirmationMessages(wcmsId: $w) { inHoursScreen outOfHoursScreen inHoursEmail outOfHoursEmail } }';
const SAVE_MESSAGES =
  'mutation SaveConfirmationMessages($w: ID!, $m: ConfirmationMessagesInput!) { saveConfirmationMessages(wcmsId: $w, messages: $m) { inHoursScreen outOfHoursScreen inHoursEmail outOfHoursEmail } }';

const week = (hours: Partial<Record<(typeof WEEKDAYS)[number], [string, string] | null>>): DayHours[] =>
  WEEKDAYS.map((day) => {
    const h = hours[day];
    return { day, start: h ? h[0] : null, finish: h ? h[1] : null };
  });

const CUSTOM = {
  inHoursScreen: 'Thanks: we will call you back today.',
  outOfHoursScreen: 'We are closed: we will call you back on the next working day.',
  inHoursEmail: 'Email: we will call you back today.',
  outOfHoursEmail: 'Email: we are closed and will call you back on the next working day.',
};

async function createRequest() {
  const { headers } = await t.signIn(RECEPTION);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/wcms_id/1001',
    headers,
    payload: {
      telephone: '07700 900135',
      patient_nhs_number: ELEANOR,
      enquiry_type: 'admin',
      admin_query: 'Fit note',
      priority: 'routine',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Json;
}

describe('service hours', () => {
  it('start Monday to Friday 08:00–18:30; a saved week is what in hours means', async () => {
    const start = await as(RECEPTION, HOURS, { w: '1001' });
    expect(start.data?.consoleServiceHours).toEqual({ days: DEFAULT_SERVICE_HOURS, inHoursNow: true });
    const saved = await as(RECEPTION, SAVE_HOURS, { w: '1001', d: week({ monday: ['10:00', ' 12:00 '] }) });
    expect(saved.data?.saveServiceHours.inHoursNow).toBe(false);
    expect(saved.data?.saveServiceHours.days[0]).toEqual({ day: 'monday', start: '10:00', finish: '12:00' });
    expect(saved.data?.saveServiceHours.days[1]).toEqual({ day: 'tuesday', start: null, finish: null });
    // Hillview keeps the default week
    const hillview = await as(4, HOURS, { w: '1002' });
    expect(hillview.data?.consoleServiceHours.days).toEqual(DEFAULT_SERVICE_HOURS);
    await as(RECEPTION, SAVE_HOURS, { w: '1001', d: DEFAULT_SERVICE_HOURS });
  });

  it('refuses a day with only one time, a start not before its finish, a time that is not HH:MM, a missing day', async () => {
    const refused = await as(RECEPTION, SAVE_HOURS, {
      w: '1001',
      d: week({
        monday: ['08:00', ''],
        tuesday: ['18:00', '08:00'],
        wednesday: ['9am', '17:00'],
        thursday: ['09:00', '09:00'],
      }),
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(refused)).toEqual({
      'days.monday.finish': 'Enter both the start and finish times, or leave both empty',
      'days.tuesday.finish': 'The start time must be before the finish time',
      'days.wednesday.start': 'Enter a time in the 24-hour format HH:MM, for example 08:00',
      'days.thursday.finish': 'The start time must be before the finish time',
    });
    const short = await as(RECEPTION, SAVE_HOURS, { w: '1001', d: week({}).slice(0, 6) });
    expect(fieldsOf(short)).toEqual({ days: 'Give the hours of each day of the week once' });
    expect((await as(RECEPTION, HOURS, { w: '1001' })).data?.consoleServiceHours.days).toEqual(DEFAULT_SERVICE_HOURS);
  });

  it('counts in hours by UK time, start inclusive and finish exclusive, across the clock change', () => {
    const days = week({ monday: ['08:00', '18:30'], sunday: ['10:00', '11:00'] });
    expect(isInHours(days, new Date('2026-03-02T08:00:00Z'))).toBe(true);
    expect(isInHours(days, new Date('2026-03-02T07:59:00Z'))).toBe(false);
    expect(isInHours(days, new Date('2026-03-02T18:30:00Z'))).toBe(false);
    // BST: 07:30 UTC on Monday 6 July is 08:30 UK
    expect(isInHours(days, new Date('2026-07-06T07:30:00Z'))).toBe(true);
    expect(isInHours(days, new Date('2026-07-05T09:30:00Z'))).toBe(true);
    expect(isInHours(days, new Date('2026-03-03T09:00:00Z'))).toBe(false);
  });

  it('the reports count in hours by the organisation’s week', async () => {
    // Saturday 7 March 2026 at 10:00 UK: out of hours by the default week, in hours once Saturday mornings open
    await addRequest(t.database.db, { receivedAt: new Date('2026-03-07T10:00:00Z') });
    const REPORT =
      'query Report($w: ID!) { report(wcmsId: $w, tab: online_consultations, from: "2026-03-07", to: "2026-03-07") { tables { key rows { label value } } } }';
    const inHours = async () => {
      const r = await as(4, REPORT, { w: '1001' });
      const rows = (r.data?.report.tables as Json[]).find((x) => x.key === 'inHours')!.rows as Json[];
      return Object.fromEntries(rows.map((row) => [row.label, row.value]));
    };
    expect(await inHours()).toMatchObject({ in_hours: 0, out_of_hours: 1 });
    await as(RECEPTION, SAVE_HOURS, {
      w: '1001',
      d: DEFAULT_SERVICE_HOURS.map((d) => (d.day === 'saturday' ? { day: d.day, start: '09:00', finish: '12:00' } : d)),
    });
    expect(await inHours()).toMatchObject({ in_hours: 1, out_of_hours: 0 });
    await as(RECEPTION, SAVE_HOURS, { w: '1001', d: DEFAULT_SERVICE_HOURS });
  });
});

describe('confirmation messages', () => {
  it('start from the config’s default copy; none may be blank; a failed save changes nothing', async () => {
    const start = await as(RECEPTION, MESSAGES, { w: '1001' });
    expect(start.data?.consoleConfirmationMessages).toEqual(DEFAULT_CONFIRMATION_MESSAGES);
    const blank = await as(RECEPTION, SAVE_MESSAGES, {
      w: '1001',
      m: { ...CUSTOM, outOfHoursEmail: '   ', inHoursScreen: '' },
    });
    expect(fieldsOf(blank)).toEqual({
      inHoursScreen: 'Enter the confirmation message',
      outOfHoursEmail: 'Enter the confirmation message',
    });
    const long = await as(RECEPTION, SAVE_MESSAGES, { w: '1001', m: { ...CUSTOM, inHoursEmail: 'x'.repeat(1001) } });
    expect(fieldsOf(long)).toEqual({ inHoursEmail: 'The confirmation message must be 1000 characters or fewer' });
    expect((await as(RECEPTION, MESSAGES, { w: '1001' })).data?.consoleConfirmationMessages).toEqual(
      DEFAULT_CONFIRMATION_MESSAGES,
    );
  });

  it('a request made for a patient gets the in-hours message on screen and by email; out of hours, the other', async () => {
    await as(RECEPTION, SAVE_MESSAGES, { w: '1001', m: CUSTOM });
    const inHours = await createRequest();
    expect(inHours.confirmation).toEqual({ in_hours: true, message: CUSTOM.inHoursScreen, emailed: true });
    const email = await latestMessageTo(t, 'eleanor.whitfield@example.com');
    expect(email?.body).toBe(CUSTOM.inHoursEmail);
    expect(email?.subject).toBe('Your request to Riverside Medical Centre');

    // the practice now closes on Mondays at 09:00: the same moment is out of hours
    await as(RECEPTION, SAVE_HOURS, { w: '1001', d: week({ monday: ['08:00', '09:00'] }) });
    clock.advance(1_000);
    const outOfHours = await createRequest();
    expect(outOfHours.confirmation).toEqual({ in_hours: false, message: CUSTOM.outOfHoursScreen, emailed: true });
    expect((await latestMessageTo(t, 'eleanor.whitfield@example.com'))?.body).toBe(CUSTOM.outOfHoursEmail);
    await as(RECEPTION, SAVE_HOURS, { w: '1001', d: DEFAULT_SERVICE_HOURS });
    await as(RECEPTION, SAVE_MESSAGES, { w: '1001', m: DEFAULT_CONFIRMATION_MESSAGES });
  });
});
