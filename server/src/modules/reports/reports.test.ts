import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';

const RECEPTION = 3; // console access basic at Riverside
const MANAGER = 4;
const RIVERSIDE = 1001;
const HILLVIEW = 1002;

let t: TestApp;
let token = '';
let managerName = '';

const REPORT = `query Report($w: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {
  report(wcmsId: $w, tab: $tab, from: $from, to: $to, search: $search) {
    tab from to previousFrom previousTo
    figures { key unit value previous }
    tables { key kind unit rows { label value previous } }
    comments { at category text }
  }
}`;

/**
 * A hand-counted week (Monday 2 to Sunday 8 March 2020, GMT so UK time is UTC) and the week before it, far from
 * the seed's demo data.
 */
async function seedFixture() {
  const db = t.database.db;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const pool = (await db.execute(
    sql`select id from groups where wcms_id = ${RIVERSIDE} order by id limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const poolId = pool.rows[0]!.id;
  const hillPool = (await db.execute(
    sql`select id from groups where wcms_id = ${HILLVIEW} order by id limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const request = async (fields: {
    w?: number;
    pool?: number;
    type: string;
    subject: string;
    received: string;
    completed?: string;
    outcome?: string;
    method?: string;
    priority?: string;
    assigned?: number;
  }) => {
    const result =
      (await run(sql`insert into requests (wcms_id, type, subject, received_at, updated_at, pool_id, patient_name,
        completed_at, outcome, consultation_method, priority, assigned_user_id, status)
      values (${fields.w ?? RIVERSIDE}, ${fields.type}, ${fields.subject}, ${fields.received}, ${fields.received},
        ${fields.pool ?? poolId}, 'Fixture Patient', ${fields.completed ?? null}, ${fields.outcome ?? null},
        ${fields.method ?? null}, ${fields.priority ?? 'unprioritised'}, ${fields.assigned ?? null},
        ${fields.completed ? 'completed' : 'new_request'})
      returning id`)) as unknown as { rows: { id: number }[] };
    return result.rows[0]!.id;
  };
  const staffEntry = (requestId: number, at: string) =>
    run(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name, created_at)
      values (${requestId}, 'note', 'Seen', ${MANAGER}, ${managerName}, ${at})`);

  const r1 = await request({
    type: 'admin',
    subject: 'Sick note',
    received: '2020-03-02T09:00:00Z',
    completed: '2020-03-02T11:00:00Z',
    outcome: 'Advice given',
    method: 'Telephone',
  });
  await staffEntry(r1, '2020-03-02T09:30:00Z');
  const r2 = await request({
    type: 'medical',
    subject: 'Rash',
    received: '2020-03-02T20:00:00Z',
    completed: '2020-03-03T08:00:00Z',
    outcome: 'Appointment booked',
    method: 'Face to face',
    priority: 'urgent',
    assigned: MANAGER,
  });
  await staffEntry(r2, '2020-03-02T21:00:00Z');
  await run(sql`insert into attach_tasks (wcms_id, message_ids, type, clinical_system, payload, created_at, updated_at)
    values (${RIVERSIDE}, array[${r2}]::int[], 'outbound', 'emisweb', '{}'::jsonb, '2020-03-03T08:00:00Z', '2020-03-03T08:00:00Z')`);
  await request({ type: 'medical', subject: 'Rash', received: '2020-03-07T10:00:00Z', priority: 'routine' });
  // the week before: one admin request, still open
  await request({ type: 'admin', subject: 'Repeat prescription', received: '2020-02-25T10:00:00Z' });
  // another organisation's request in the same week never counts
  await request({
    w: HILLVIEW,
    pool: hillPool.rows[0]!.id,
    type: 'medical',
    subject: 'Rash',
    received: '2020-03-03T10:00:00Z',
  });

  for (const [method, success, ms, error, at] of [
    ['getPatient', true, 100, null, '2020-03-02T10:00:00Z'],
    ['getPatient', true, 300, null, '2020-03-03T10:00:00Z'],
    ['attach', false, 500, 'Timeout', '2020-03-04T10:00:00Z'],
  ] as const) {
    await run(sql`insert into transaction_log (wcms_id, user_id, channel, method, success, response_time_ms, error, created_at)
      values (${RIVERSIDE}, ${MANAGER}, 'im1', ${method}, ${success}, ${ms}, ${error}, ${at})`);
  }
  await run(sql`insert into transaction_log (wcms_id, channel, method, success, response_time_ms, created_at)
    values (${HILLVIEW}, 'im1', 'getPatient', true, 10, '2020-03-02T10:00:00Z')`);

  for (const [user, at] of [
    [MANAGER, '2020-03-02T08:55:00Z'],
    [RECEPTION, '2020-03-03T08:55:00Z'],
  ] as const) {
    await run(sql`insert into audit_events (user_id, event, application, wcms_id, at)
      values (${user}, 'login', 'LT', ${String(RIVERSIDE)}, ${at})`);
  }
  for (const [channel, body] of [
    ['sms', 'x'.repeat(170)],
    ['sms', 'Short one'],
    ['email', 'An email'],
  ] as const) {
    await run(sql`insert into outbox_messages (id, wcms_id, channel, recipient, body, created_at, updated_at)
      values (gen_random_uuid(), ${RIVERSIDE}, ${channel}, '07700900000', ${body}, '2020-03-04T12:00:00Z', '2020-03-04T12:00:00Z')`);
  }
  await run(sql`insert into adhoc_videos (uid, wcms_id, patient_nhs_number, patient_details, appointment_dt, expires_dt, room,
      room_key, provider, duration_seconds, created_at)
    values ('fixture-video', ${RIVERSIDE}, '9434765919', '{}'::jsonb, '2020-03-05T10:00:00Z', '2020-03-05T11:00:00Z', 'room',
      'key', 'embedded', 600, '2020-03-05T09:00:00Z')`);

  for (const [i, answer, comment, answeredAt] of [
    [1, 1, 'Lovely staff', '2020-03-05T12:00:00Z'],
    [2, 6, null, '2020-03-06T12:00:00Z'],
    [3, null, null, null],
  ] as const) {
    await run(sql`insert into fft_invitations (wcms_id, token, method, recipient, send_at, sent_at, answer, comment, answered_at, created_at)
      values (${RIVERSIDE}, ${`fixture-${i}`}, 'sms', '07700900000', '2020-03-04T10:00:00Z', '2020-03-04T10:00:00Z',
        ${answer}, ${comment}, ${answeredAt}, '2020-03-04T10:00:00Z')`);
  }
  await run(sql`insert into feedback (wcms_id, source, user_id, page, comment, created_at)
    values (${RIVERSIDE}, 'staff', ${MANAGER}, 'inbox', 'Slow search', '2020-03-04T10:00:00Z')`);
  // arrivals: four check-ins this week (two late, three called after 10, 20 and 30 minutes), one the week before,
  // and Hillview's, which never counts
  for (const [w, id, method, start, arrived, called, area] of [
    [
      RIVERSIDE,
      'fx-1',
      'kiosk',
      '2020-03-02T09:00:00Z',
      '2020-03-02T08:55:00Z',
      '2020-03-02T09:05:00Z',
      'Main waiting room',
    ],
    [
      RIVERSIDE,
      'fx-2',
      'kiosk',
      '2020-03-03T10:00:00Z',
      '2020-03-03T10:05:00Z',
      '2020-03-03T10:25:00Z',
      'Main waiting room',
    ],
    [RIVERSIDE, 'fx-3', 'mobile', '2020-03-03T11:00:00Z', '2020-03-03T10:50:00Z', null, 'First floor'],
    [RIVERSIDE, 'fx-4', 'reception', '2020-03-05T14:00:00Z', '2020-03-05T14:10:00Z', '2020-03-05T14:40:00Z', null],
    [
      RIVERSIDE,
      'fx-0',
      'kiosk',
      '2020-02-25T09:00:00Z',
      '2020-02-25T08:50:00Z',
      '2020-02-25T08:55:00Z',
      'Main waiting room',
    ],
    [HILLVIEW, 'fx-h', 'kiosk', '2020-03-03T09:00:00Z', '2020-03-03T09:30:00Z', '2020-03-03T09:31:00Z', 'Hall'],
  ] as const) {
    await run(sql`insert into arrivals (wcms_id, appointment_id, appointment_start, clinical_patient_id, consulting_staff_id,
        method, waiting_area_name, arrived_at, called_at)
      values (${w}, ${id}, ${start}, 'EMIS-5000', 'EMIS-STF-1', ${method}, ${area}, ${arrived}, ${called})`);
  }
  for (const rating of [4, 2]) {
    await run(
      sql`insert into feedback (wcms_id, source, rating, created_at) values (${RIVERSIDE}, 'patient', ${rating}, '2020-03-04T11:00:00Z')`,
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(MANAGER)).bearerToken;
  const who = (await t.database.db.execute(
    sql`select forename || ' ' || surname as name from users where id = ${MANAGER}`,
  )) as unknown as {
    rows: { name: string }[];
  };
  managerName = who.rows[0]!.name;
  await seedFixture();
});
afterAll(async () => t.close());

async function report(tab: string, extra: Record<string, unknown> = {}) {
  const body = await gql<Json>(
    t,
    REPORT,
    { w: String(RIVERSIDE), tab, from: '2020-03-02', to: '2020-03-08', ...extra },
    { token },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.report as Json;
}

const figure = (r: Json, key: string) => (r.figures as Json[]).find((f) => f.key === key);
const rowsOf = (r: Json, key: string) =>
  Object.fromEntries(
    ((r.tables as Json[]).find((x) => x.key === key)!.rows as Json[]).map((row) => [
      row.label,
      [row.value, row.previous],
    ]),
  );

describe('reports', () => {
  it('online consultations: counts, timings and backlog for the week and the week before', async () => {
    const r = await report('online_consultations');
    expect(r).toMatchObject({
      from: '2020-03-02',
      to: '2020-03-08',
      previousFrom: '2020-02-24',
      previousTo: '2020-03-01',
    });
    expect(figure(r, 'requests')).toMatchObject({ value: 3, previous: 1 });
    expect(figure(r, 'outOfHoursShare')).toMatchObject({ value: 66.7, previous: 0 });
    expect(figure(r, 'firstActionMedianMinutes')).toMatchObject({ value: 45, previous: null });
    expect(figure(r, 'firstActionP90Minutes')).toMatchObject({ value: 57 });
    expect(figure(r, 'completionMedianHours')).toMatchObject({ value: 7 });
    expect(figure(r, 'completionP90Hours')).toMatchObject({ value: 11 });
    expect(figure(r, 'openAtEnd')).toMatchObject({ value: 2, previous: 1 });
    expect(rowsOf(r, 'byType')).toMatchObject({ admin: [1, 1], medical: [2, 0], health_data: [0, 0] });
    expect(rowsOf(r, 'byWeekday')).toMatchObject({ '1': [2, 0], '2': [0, 1], '6': [1, 0] });
    expect(rowsOf(r, 'byHour')).toMatchObject({ '9': [1, 0], '10': [1, 1], '20': [1, 0] });
    expect(rowsOf(r, 'inHours')).toEqual({ in_hours: [1, 1], out_of_hours: [2, 0] });
    const byDay = rowsOf(r, 'byDay');
    expect(Object.keys(byDay)).toHaveLength(7);
    expect(byDay['2020-03-02']).toEqual([2, 0]);
    expect(byDay['2020-03-03']).toEqual([0, 1]); // 25 February is the previous week's Tuesday
    expect(rowsOf(r, 'backlog')).toMatchObject({ '2020-03-02': [2, 0], '2020-03-03': [1, 1], '2020-03-07': [2, 1] });
  });

  it('medical consultations: by problem, priority, assignee and group; sent to the clinical system', async () => {
    const r = await report('medical_consultations');
    expect(figure(r, 'requests')).toMatchObject({ value: 2, previous: 0 });
    expect(figure(r, 'completed')).toMatchObject({ value: 1 });
    expect(figure(r, 'sentToClinical')).toMatchObject({ value: 1 });
    expect(figure(r, 'completionMedianHours')).toMatchObject({ value: 12 });
    expect(rowsOf(r, 'byProblem')).toEqual({ Rash: [2, 0] });
    expect(rowsOf(r, 'byPriority')).toEqual({
      urgent: [1, 0],
      same_day: [0, 0],
      routine: [1, 0],
      unprioritised: [0, 0],
    });
    expect(rowsOf(r, 'byAssignee')).toEqual({ [managerName]: [1, 0], '': [1, 0] });
  });

  it('outcomes: completed requests by outcome, method and type', async () => {
    const r = await report('outcomes');
    expect(figure(r, 'completed')).toMatchObject({ value: 2, previous: 0 });
    expect(rowsOf(r, 'byOutcome')).toEqual({ 'Advice given': [1, 0], 'Appointment booked': [1, 0] });
    expect(rowsOf(r, 'byMethod')).toEqual({ Telephone: [1, 0], 'Face to face': [1, 0] });
    expect(rowsOf(r, 'byTypeAndOutcome')).toEqual({
      'admin / Advice given': [1, 0],
      'medical / Appointment booked': [1, 0],
    });
  });

  it('transactions: calls by method, success rate, response times and errors by message', async () => {
    const r = await report('transactions');
    expect(figure(r, 'calls')).toMatchObject({ value: 3, previous: 0 });
    expect(figure(r, 'successRate')).toMatchObject({ value: 66.7 });
    expect(figure(r, 'errors')).toMatchObject({ value: 1 });
    expect(figure(r, 'responseP50')).toMatchObject({ value: 300 });
    expect(rowsOf(r, 'byMethod')).toEqual({ getPatient: [2, 0], attach: [1, 0] });
    expect(rowsOf(r, 'errorsByMessage')).toEqual({ Timeout: [1, 0] });
  });

  it('usage: active staff, sign-ins, actions, messages and SMS fragments, video minutes', async () => {
    const r = await report('usage');
    expect(figure(r, 'activeStaff')).toMatchObject({ value: 2 });
    expect(figure(r, 'signIns')).toMatchObject({ value: 2 });
    expect(figure(r, 'staffActions')).toMatchObject({ value: 2 });
    expect(figure(r, 'outboundMessages')).toMatchObject({ value: 3 });
    expect(figure(r, 'smsFragments')).toMatchObject({ value: 3 });
    expect(figure(r, 'videoConsultations')).toMatchObject({ value: 1 });
    expect(figure(r, 'videoMinutes')).toMatchObject({ value: 10 });
    expect(rowsOf(r, 'messagesByChannel')).toEqual({ sms: [2, 0], nhs_app: [0, 0], email: [1, 0] });
    expect(rowsOf(r, 'actionsByStaff')).toEqual({ [managerName]: [2, 0] });
    expect(rowsOf(r, 'activeStaffByDay')['2020-03-02']).toEqual([1, 0]);
  });

  it('usage counts people: an account used internally is left out of the staff activity', async () => {
    const internal = (on: boolean) =>
      t.database.db.execute(
        sql`update memberships set used_internally = ${on} where user_id = ${RECEPTION} and wcms_id = ${RIVERSIDE}`,
      );
    await internal(true);
    try {
      const r = await report('usage');
      // reception's sign-in on 3 March no longer counts; the manager's does
      expect(figure(r, 'activeStaff')).toMatchObject({ value: 1 });
      expect(figure(r, 'signIns')).toMatchObject({ value: 1 });
      expect(rowsOf(r, 'signInsByDay')['2020-03-03']).toEqual([0, 0]);
      expect(rowsOf(r, 'actionsByStaff')).toEqual({ [managerName]: [2, 0] });
    } finally {
      await internal(false);
    }
  });

  it('FFT: answers by category, NHS England positive share, response rate and searchable comments', async () => {
    const r = await report('fft');
    expect(figure(r, 'answers')).toMatchObject({ value: 2 });
    expect(figure(r, 'positiveShare')).toMatchObject({ value: 50 });
    expect(figure(r, 'invitationsSent')).toMatchObject({ value: 3 });
    expect(figure(r, 'responseRate')).toMatchObject({ value: 66.7 });
    expect(rowsOf(r, 'byAnswer')).toEqual({
      very_good: [1, 0],
      good: [0, 0],
      neither: [0, 0],
      poor: [0, 0],
      very_poor: [0, 0],
      dont_know: [1, 0],
    });
    expect(r.comments).toEqual([{ at: '2020-03-05T12:00:00.000Z', category: 'very_good', text: 'Lovely staff' }]);
    expect((await report('fft', { search: 'lovely' })).comments).toHaveLength(1);
    expect((await report('fft', { search: 'rude' })).comments).toHaveLength(0);
  });

  it('feedback: staff feedback by page and patients’ ratings', async () => {
    const r = await report('feedback');
    expect(figure(r, 'staffFeedback')).toMatchObject({ value: 1 });
    expect(figure(r, 'patientRatings')).toMatchObject({ value: 2 });
    expect(figure(r, 'averageRating')).toMatchObject({ value: 3 });
    expect(rowsOf(r, 'ratings')).toMatchObject({ '4': [1, 0], '2': [1, 0], '5': [0, 0] });
    expect(r.comments).toEqual([{ at: '2020-03-04T10:00:00.000Z', category: 'inbox', text: 'Slow search' }]);
  });

  it('appointment arrivals: check-ins by method, on time or late, by waiting area and day; wait to the call', async () => {
    const r = await report('appointment_arrivals');
    expect(figure(r, 'checkIns')).toMatchObject({ value: 4, previous: 1 });
    expect(figure(r, 'onTimeShare')).toMatchObject({ value: 50, previous: 100 });
    expect(figure(r, 'late')).toMatchObject({ value: 2, previous: 0 });
    expect(figure(r, 'called')).toMatchObject({ value: 3, previous: 1 });
    expect(figure(r, 'waitMedianMinutes')).toMatchObject({ value: 20, previous: 5 });
    expect(figure(r, 'waitP90Minutes')).toMatchObject({ value: 28, previous: 5 });
    expect(rowsOf(r, 'arrivalsByMethod')).toEqual({ kiosk: [2, 1], mobile: [1, 0], reception: [1, 0] });
    expect(rowsOf(r, 'punctuality')).toEqual({ on_time: [2, 1], late: [2, 0] });
    expect(rowsOf(r, 'byWaitingArea')).toEqual({ 'Main waiting room': [2, 1], 'First floor': [1, 0], '': [1, 0] });
    const byDay = rowsOf(r, 'arrivalsByDay');
    expect(byDay['2020-03-02']).toEqual([1, 0]);
    expect(byDay['2020-03-03']).toEqual([2, 1]); // 25 February is the previous week's Tuesday
    expect(byDay['2020-03-05']).toEqual([1, 0]);
  });

  it('refuses an impossible range with a message per field', async () => {
    const body = await gql<Json>(
      t,
      REPORT,
      { w: String(RIVERSIDE), tab: 'usage', from: '2020-02-30', to: '2020-03-01' },
      { token },
    );
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ from: 'Enter a real start date.' });
    const backwards = await gql<Json>(
      t,
      REPORT,
      { w: String(RIVERSIDE), tab: 'usage', from: '2020-03-02', to: '2020-03-01' },
      { token },
    );
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual({
      to: 'The end date must be on or after the start date.',
    });
    const long = await gql<Json>(
      t,
      REPORT,
      { w: String(RIVERSIDE), tab: 'usage', from: '2019-01-01', to: '2020-03-01' },
      { token },
    );
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ to: 'Choose a range of at most 366 days.' });
  });

  it('staff feedback from the widget: any member, a comment required, counted by the Feedback tab', async () => {
    const SEND =
      'mutation SendFeedback($w: ID!, $c: String!) { sendFeedback(wcmsId: $w, page: "/full/messages/list/3/42", comment: $c) }';
    const reception = (await t.signIn(RECEPTION)).bearerToken;
    const blank = await gql<Json>(t, SEND, { w: String(RIVERSIDE), c: '  ' }, { token: reception });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ comment: 'Enter your feedback.' });
    expect(
      (await gql<Json>(t, SEND, { w: String(HILLVIEW), c: 'x' }, { token: reception })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await gql<Json>(t, SEND, { w: String(RIVERSIDE), c: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await gql<Json>(t, SEND, { w: String(RIVERSIDE), c: 'Filters reset too often' }, { token: reception })).data,
    ).toEqual({
      sendFeedback: true,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const r = await report('feedback', { from: today, to: today });
    expect(r.comments).toEqual([
      expect.objectContaining({ category: 'full/messages/list', text: 'Filters reset too often' }),
    ]);
  });
});
