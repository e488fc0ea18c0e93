import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { groups } from '../groups/index.js';
import { assignmentCounts, dailyLimits, requestLocks, requests, requestThread } from './tables.js';
import { REQUEST_MESSAGES } from './rules.js';
import { addPatientMessage, addRequest } from './test-fixtures.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let notifications: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  notifications = vi.spyOn(t.app.realtime.publisher, 'staffNotification');
});
afterAll(async () => t.close());
beforeEach(() => {
  clock.advance(60_000);
  notifications.mockClear();
});

const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;

async function act(id: number, action: Record<string, unknown>, userId = RECEPTION, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my/messages/wcms_id/${wcmsId}/${id}`,
    headers,
    payload: action,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function view(id: number, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  return (await t.app.inject({ method: 'GET', url: `/api/my/messages/wcms_id/1001/${id}`, headers })).json() as Json;
}

const entries = (body: Json) => (body.thread as Json[]).map((e) => [e.kind, e.body, e.author_name]);

describe('take, assign and the daily limit', () => {
  it('takes a request: assigned to the caller, triaged, with thread entries and a new updated_at', async () => {
    const id = await addRequest(t.database.db);
    const { status, body } = await act(id, { action: 'take' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'triaged',
      assignee: { kind: 'colleague', id: RECEPTION, name: 'Tom Hughes' },
      pool_id: 1,
      updated_at: clock.now().toISOString(),
    });
    expect(entries(body)).toEqual([
      ['assignment', 'Taken by Tom Hughes.', 'Tom Hughes'],
      ['status_change', 'Status changed from New request to Triaged.', 'Tom Hughes'],
    ]);
    // taking your own request again changes nothing; nobody else is told about a take
    expect((await act(id, { action: 'take' })).body.thread).toHaveLength(2);
    expect(notifications).not.toHaveBeenCalled();
    // someone else cannot take it from under them (assign moves it between colleagues on purpose)
    const reference = body.reference as string;
    expect(await act(id, { action: 'take' }, CLINICIAN)).toMatchObject({
      status: 409,
      body: { code: 'TAKE_FAILED', message: `Request ${reference} couldn't be taken, please try again.` },
    });
    const moved = await act(id, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN }, CLINICIAN);
    expect(moved.body.assignee).toMatchObject({ id: CLINICIAN });
  });

  it('lets only one of two people taking the same request at once have it', async () => {
    const id = await addRequest(t.database.db);
    const results = await Promise.all([act(id, { action: 'take' }, RECEPTION), act(id, { action: 'take' }, CLINICIAN)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.assignee.id;
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    expect(row!.assignedUserId).toBe(winner);
    const thread = await t.database.db.select().from(requestThread).where(eq(requestThread.requestId, id));
    expect(thread.filter((e) => e.kind === 'assignment')).toHaveLength(1);
  });

  it("refuses to take a completed request with the spec's words", async () => {
    const id = await addRequest(t.database.db, { status: 'completed' });
    const reference = `RQ-${String(id).padStart(6, '0')}`;
    expect(await act(id, { action: 'take' })).toMatchObject({
      status: 409,
      body: { code: 'TAKE_FAILED', message: `Request ${reference} couldn't be taken, please try again.` },
    });
  });

  it('assigns to an active group of the organisation and tells its members', async () => {
    const id = await addRequest(t.database.db, {
      assignedUserId: RECEPTION,
      status: 'triaged',
      countedOn: '2026-03-01',
    });
    const { status, body } = await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: 3 }, MANAGER);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pool_id: 3, pool_name: 'Clinicians', assignee: { kind: 'group', id: 3 } });
    expect(entries(body).at(-1)).toEqual(['assignment', 'Assigned to Clinicians by Grace Adeyemi.', 'Grace Adeyemi']);
    // Priya Shah is in Clinicians; Grace Adeyemi (also a member) made the change so is not told
    expect(notifications.mock.calls).toEqual([[1001, CLINICIAN, { type: 'new', id: expect.any(Number) }]]);
    // assigning where it already is changes nothing
    expect(
      (await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: 3 }, MANAGER)).body.thread,
    ).toHaveLength(1);
  });

  it('assigns to a colleague, who is told and for whom it becomes unread', async () => {
    const id = await addRequest(t.database.db);
    await view(id, CLINICIAN);
    const { body } = await act(id, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN });
    expect(body).toMatchObject({
      status: 'triaged',
      assignee: { kind: 'colleague', id: CLINICIAN, name: 'Priya Shah' },
    });
    expect(entries(body)[0]).toEqual(['assignment', 'Assigned to Priya Shah by Tom Hughes.', 'Tom Hughes']);
    expect(notifications.mock.calls).toEqual([[1001, CLINICIAN, { type: 'new', id: expect.any(Number) }]]);
    const { headers } = await t.signIn(CLINICIAN);
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001?pool_id=-1&page_size=200', headers })
    ).json() as Json;
    expect(inbox._embedded.messages.find((m: Json) => m.id === id)).toMatchObject({ unread: true });
  });

  it('refuses a group or colleague that cannot take requests', async () => {
    const id = await addRequest(t.database.db);
    const [inactive] = await t.database.db
      .insert(groups)
      .values({ wcmsId: 1001, name: 'Old group', active: false })
      .returning();
    const unavailable = (what: string) => ({
      status: 422,
      body: {
        code: 'ASSIGNEE_UNAVAILABLE',
        message: `This ${what} is no longer available. Choose another group or colleague.`,
      },
    });
    expect(await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: inactive!.id })).toMatchObject(
      unavailable('group'),
    );
    // Hillview's Clinicians
    expect(await act(id, { action: 'assign', assignee_kind: 'group', assignee_id: 7 })).toMatchObject(
      unavailable('group'),
    );
    const hillviewOnly = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'no' }] });
    const superRole = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'super' }] });
    const disabled = await addUser(t.database.db, {
      memberships: [{ wcmsId: 1001, role: 'no' }],
      serviceAccess: false,
    });
    for (const user of [hillviewOnly, superRole, disabled]) {
      expect(await act(id, { action: 'assign', assignee_kind: 'colleague', assignee_id: user.id })).toMatchObject(
        unavailable('colleague'),
      );
    }
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ poolId: 1, assignedUserId: null, status: 'new_request' });
  });

  it('counts a request once against the daily limit for its type, and refuses past it', async () => {
    // Hillview takes no admin requests (its limit is 0): request 101 waits in Incoming requests
    expect(await act(101, { action: 'assign', assignee_kind: 'group', assignee_id: 6 }, MANAGER, 1002)).toMatchObject({
      status: 409,
      body: {
        code: 'DAILY_LIMIT_REACHED',
        message: 'The daily limit of 0 admin requests for Hillview Surgery has been reached.',
      },
    });
    expect(await act(101, { action: 'take' }, MANAGER, 1002)).toMatchObject({ status: 409 });

    await t.database.db.insert(dailyLimits).values({ wcmsId: 1001, requestType: 'health_data', dailyLimit: 1 });
    const first = await addRequest(t.database.db, { type: 'health_data' });
    const second = await addRequest(t.database.db, { type: 'health_data' });
    // moving within Incoming requests is not taking it on
    expect((await act(first, { action: 'assign', assignee_kind: 'group', assignee_id: 1 })).status).toBe(200);
    expect((await act(first, { action: 'assign', assignee_kind: 'group', assignee_id: 3 })).status).toBe(200);
    // counted once: moving it on again is not counted again
    expect((await act(first, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN })).status).toBe(
      200,
    );
    const refused = await act(second, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'The daily limit of 1 health data requests for Riverside Medical Centre has been reached.' },
    });
    const [count] = await t.database.db
      .select()
      .from(assignmentCounts)
      .where(and(eq(assignmentCounts.wcmsId, 1001), eq(assignmentCounts.requestType, 'health_data')));
    expect(count).toMatchObject({ day: '2026-03-02', count: 1 });
    // a new UK day
    clock.advance(24 * 3600_000);
    expect((await act(second, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN })).status).toBe(
      200,
    );
  });
});

describe('complete, acknowledge and re-open', () => {
  it('refuses to complete while a patient message is unacknowledged, with the exact words', async () => {
    const refused = await act(1, { action: 'complete' }, CLINICIAN);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'UNACKNOWLEDGED_MESSAGES',
        message: 'Request cannot be completed! There are messages from the patient which have not been acknowledged.',
      },
    });
    expect(refused.body.message).toBe(REQUEST_MESSAGES.unacknowledged);
  });

  it('acknowledges one message or all, triaging a new response, then completes and re-opens', async () => {
    const id = await addRequest(t.database.db, { status: 'new_response', countedOn: '2026-03-01' });
    const first = await addPatientMessage(t.database.db, id);
    await addPatientMessage(t.database.db, id);
    const one = await act(id, { action: 'acknowledge', entry_id: first });
    expect(one.body).toMatchObject({ status: 'new_response', unacknowledged_count: 1 });
    expect(one.body.thread.find((e: Json) => e.id === first).acknowledged).toBe(true);
    expect((await act(id, { action: 'complete' })).status).toBe(409);
    expect(await act(id, { action: 'acknowledge', entry_id: 999999 })).toMatchObject({ status: 404 });

    const all = await act(id, { action: 'acknowledge_all' });
    expect(all.body).toMatchObject({ status: 'triaged', unacknowledged_count: 0 });
    expect(entries(all.body).slice(-3)).toEqual([
      ['note', 'Acknowledged a message from the patient.', 'Tom Hughes'],
      ['note', 'Acknowledged a message from the patient.', 'Tom Hughes'],
      ['status_change', 'Status changed from New response to Triaged.', 'Tom Hughes'],
    ]);
    // nothing left to acknowledge: no entry
    expect((await act(id, { action: 'acknowledge_all' })).body.thread).toHaveLength(all.body.thread.length);

    const done = await act(id, { action: 'complete', outcome: 'Advice given', consultation_method: 'telephone' });
    expect(done.body).toMatchObject({
      status: 'completed',
      outcome: 'Advice given',
      consultation_method: 'telephone',
      completed_by: 'Tom Hughes',
      completed_at: clock.now().toISOString(),
    });
    expect(entries(done.body).at(-1)).toEqual([
      'status_change',
      'Status changed from Triaged to Completed. Outcome: Advice given. Consultation method: Telephone.',
      'Tom Hughes',
    ]);
    const again = await act(id, { action: 'complete' });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_COMPLETED', message: 'This request is already completed.' },
    });
    for (const action of [
      { action: 'assign', assignee_kind: 'group', assignee_id: 2 },
      { action: 'priority', priority: 'urgent' },
      { action: 'status', status: 'waiting_for_patient' },
    ]) {
      expect((await act(id, action)).body.message).toBe('This request is already completed.');
    }
    // notes and outcomes may still be added
    expect((await act(id, { action: 'note', body: 'Patient rang back, all fine.' })).status).toBe(200);

    const reopened = await act(id, { action: 'reopen' }, CLINICIAN);
    expect(reopened.body).toMatchObject({ status: 'triaged', completed_at: null, completed_by: null });
    expect(entries(reopened.body).at(-1)).toEqual([
      'reopen',
      'Re-opened by Priya Shah. Status changed from Completed to Triaged.',
      'Priya Shah',
    ]);
    const reference = reopened.body.reference;
    expect(await act(id, { action: 'reopen' })).toMatchObject({
      status: 409,
      body: { code: 'REOPEN_FAILED', message: `Request ${reference} couldn't be re-opened, please try again.` },
    });
  });
});

describe('priority, notes, outcome, status and read state', () => {
  it('changes the priority with an optional reason, and notes it', async () => {
    const id = await addRequest(t.database.db, { priority: 'routine' });
    const { body } = await act(id, { action: 'priority', priority: 'urgent', reason: 'Chest pain mentioned' });
    expect(body.priority).toBe('urgent');
    expect(entries(body)).toEqual([
      ['priority_change', 'Priority changed from Routine to Urgent. Reason: Chest pain mentioned', 'Tom Hughes'],
    ]);
    const noReason = await act(id, { action: 'priority', priority: 'same_day' });
    expect(entries(noReason.body).at(-1)![1]).toBe('Priority changed from Urgent to Same day.');
    expect((await act(id, { action: 'priority', priority: 'same_day' })).body.thread).toHaveLength(2);
    expect((await act(id, { action: 'priority', priority: 'soon' })).status).toBe(400);
  });

  it('adds notes, records an outcome and sets the status', async () => {
    const id = await addRequest(t.database.db, { status: 'triaged' });
    expect(entries((await act(id, { action: 'note', body: '  Called the patient.  ' })).body)).toEqual([
      ['note', 'Called the patient.', 'Tom Hughes'],
    ]);
    expect(await act(id, { action: 'note', body: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { body: 'Enter a note.' } },
    });
    const outcome = await act(id, {
      action: 'outcome',
      outcome: 'Appointment booked',
      consultation_method: 'face_to_face',
    });
    expect(outcome.body).toMatchObject({ outcome: 'Appointment booked', consultation_method: 'face_to_face' });
    expect(entries(outcome.body).at(-1)![1]).toBe('Outcome recorded: Appointment booked.');
    const waiting = await act(id, { action: 'status', status: 'waiting_for_patient' });
    expect(waiting.body.status).toBe('waiting_for_patient');
    expect(entries(waiting.body).at(-1)![1]).toBe('Status changed from Triaged to Waiting for patient.');
    expect((await act(id, { action: 'status', status: 'completed' })).status).toBe(400);
    expect((await act(id, { action: 'shout' })).status).toBe(400);
    expect((await act(id, { action: 'assign', assignee_kind: 'group' })).status).toBe(400);
  });

  it('marks a request unread for the caller only, without a thread entry', async () => {
    const id = await addRequest(t.database.db);
    expect((await view(id, RECEPTION)).unread).toBe(false);
    await view(id, MANAGER);
    const { body } = await act(id, { action: 'mark_unread' });
    expect(body).toMatchObject({ unread: true, thread: [] });
    const { headers } = await t.signIn(MANAGER);
    const managers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/my/messages/wcms_id/1001?filters=unread:false&page_size=200',
        headers,
      })
    ).json() as Json;
    expect(managers._embedded.messages.map((m: Json) => m.id)).toContain(id);
  });
});

describe('patient identity (spec §4)', () => {
  it('links, vouches for and unlinks the patient, moving the identity state', async () => {
    // Eleanor Whitfield, EMIS-5000 in the clinical system
    const id = await addRequest(t.database.db, { identity: 'unmatched', patientNhsNumber: '9991000003' });
    expect(await act(id, { action: 'link_patient', clinical_patient_id: 'EMIS-999' })).toMatchObject({
      status: 422,
      body: { code: 'PATIENT_NOT_FOUND', message: 'Patient not found in clinical system' },
    });
    // Oliver Bennett's record is not this patient's
    expect(await act(id, { action: 'link_patient', clinical_patient_id: 'EMIS-5001' })).toMatchObject({
      status: 422,
      body: { code: 'NO_MATCH' },
    });
    const linked = await act(id, { action: 'link_patient', clinical_patient_id: 'EMIS-5000' });
    expect(linked.body).toMatchObject({ identity: 'matched', clinical_patient_id: 'EMIS-5000' });
    expect(await act(id, { action: 'vouch', how: 'other' })).toMatchObject({
      status: 400,
      body: {
        message: 'Please specify how you vouched for this patient',
        fields: { other_text: 'Please specify how you vouched for this patient' },
      },
    });
    const vouched = await act(id, { action: 'vouch', how: 'telephoned' });
    expect(vouched.body.identity).toBe('matched_and_verified');
    expect(entries(vouched.body).at(-1)![1]).toBe('Identity vouched for by Tom Hughes: Telephoned the patient.');
    expect(await act(id, { action: 'vouch', how: 'know_personally' })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_VERIFIED' },
    });
    const unlinked = await act(id, { action: 'unlink_patient' });
    expect(unlinked.body).toMatchObject({ identity: 'verified', clinical_patient_id: null });
    expect(await act(id, { action: 'unlink_patient' })).toMatchObject({ status: 409, body: { code: 'NOT_LINKED' } });
    const relinked = await act(id, { action: 'link_patient', clinical_patient_id: 'EMIS-5000' });
    expect(relinked.body.identity).toBe('matched_and_verified');

    const other = await addRequest(t.database.db, { identity: 'unmatched' });
    const otherVouch = await act(other, {
      action: 'vouch',
      how: 'other',
      other_text: 'Came to the desk with a passport',
    });
    expect(otherVouch.body.identity).toBe('verified');
    expect(entries(otherVouch.body).at(-1)![1]).toBe(
      'Identity vouched for by Tom Hughes: Came to the desk with a passport.',
    );
  });

  it('cannot link a patient without an NHS number', async () => {
    // request 11: no NHS number
    expect(await act(11, { action: 'link_patient', clinical_patient_id: 'EMIS-1' })).toMatchObject({
      status: 422,
      body: { code: 'NO_NHS_NUMBER', message: 'This patient has no NHS number, so they cannot be linked.' },
    });
  });
});

describe('the view lock on actions', () => {
  it('refuses changes by anyone but the holder of an unexpired lock, naming the holder', async () => {
    const id = await addRequest(t.database.db);
    const since = clock.now();
    await t.database.db
      .insert(requestLocks)
      .values({ requestId: id, userId: CLINICIAN, since, expiresAt: new Date(since.getTime() + 120_000) });
    const refused = await act(id, { action: 'take' });
    expect(refused).toMatchObject({
      status: 423,
      body: {
        code: 'REQUEST_LOCKED',
        message: 'This request is locked by Priya Shah, who is viewing it. Override the lock to make changes.',
        fields: { lock_user_id: String(CLINICIAN), lock_username: 'Priya Shah', lock_since: since.toISOString() },
      },
    });
    // a note is never blocked by someone else's lock (issue 23): it adds to the request, it changes nothing
    expect((await act(id, { action: 'note', body: 'While it was locked' })).status).toBe(200);
    expect((await act(id, { action: 'note', body: 'As the holder' }, CLINICIAN)).status).toBe(200);
    // marking it unread for yourself is not a change to the request
    expect((await act(id, { action: 'mark_unread' })).status).toBe(200);
    clock.advance(121_000);
    expect((await act(id, { action: 'take' })).status).toBe(200);
    const thread = await t.database.db
      .select()
      .from(requestThread)
      .where(eq(requestThread.requestId, id))
      .orderBy(requestThread.id);
    expect(thread.map((e) => e.body)).toEqual(expect.arrayContaining(['While it was locked', 'As the holder']));
  });
});

describe('outcomes, translation and care navigation', () => {
  it("offers the organisation's outcomes and refuses one outside them", async () => {
    const { headers } = await t.signIn(RECEPTION);
    const list = await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001/outcomes', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      outcomes: expect.arrayContaining(['Advice given', 'Prescription issued']),
      consultation_methods: ['face_to_face', 'telephone', 'video', 'online', 'home_visit'],
    });
    const other = await t.signIn(RECEPTION);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/my/messages/wcms_id/1002/outcomes',
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);

    const id = await addRequest(t.database.db, { status: 'triaged' });
    const madeUp = await act(id, { action: 'complete', outcome: 'Sent to the moon' });
    expect(madeUp).toMatchObject({ status: 400, body: { message: "Choose one of the organisation's outcomes." } });
    expect((await view(id)).status).toBe('triaged');
    const video = await act(id, { action: 'complete', outcome: 'Appointment booked', consultation_method: 'video' });
    expect(video.body).toMatchObject({
      status: 'completed',
      outcome: 'Appointment booked',
      consultation_method: 'video',
    });
  });

  it("switches between the patient's own words and the translation, for everyone viewing", async () => {
    const id = await addRequest(t.database.db, {
      body: 'I have had a cough for two weeks.',
      translation: { language: 'pl', enabled: false, original_body: 'Od dwóch tygodni mam kaszel.' },
    });
    const on = await act(id, { action: 'translation', enabled: true });
    expect(on.body.translation).toEqual({
      language: 'pl',
      enabled: true,
      original_body: 'Od dwóch tygodni mam kaszel.',
    });
    expect((await view(id, CLINICIAN)).translation.enabled).toBe(true);
    const untranslated = await addRequest(t.database.db);
    expect(await act(untranslated, { action: 'translation', enabled: true })).toMatchObject({
      status: 409,
      body: { code: 'NO_TRANSLATION' },
    });
  });

  it('applies a care navigation suggestion: the suggested pool and priority, noted, and only once', async () => {
    const id = await addRequest(t.database.db, {
      priority: 'unprioritised',
      careNavigation: { pool_id: 4, pool_name: 'Prescriptions', priority: 'routine', ignored: false },
    });
    const applied = await act(id, { action: 'care_navigation', decision: 'apply' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      pool_id: 4,
      priority: 'routine',
      status: 'triaged',
      care_navigation: { pool_id: 4, applied: true, ignored: false },
    });
    expect(entries(applied.body)).toEqual([
      ['assignment', 'Assigned to Prescriptions by Tom Hughes.', 'Tom Hughes'],
      ['priority_change', 'Priority changed from Unprioritised to Routine. Reason: care navigation.', 'Tom Hughes'],
      ['status_change', 'Status changed from New request to Triaged.', 'Tom Hughes'],
    ]);
    expect(await act(id, { action: 'care_navigation', decision: 'ignore' })).toMatchObject({
      status: 409,
      body: { code: 'NO_SUGGESTION' },
    });
  });

  it('ignores a suggestion: the request stays where it is', async () => {
    const id = await addRequest(t.database.db, {
      careNavigation: { pool_id: 4, pool_name: 'Prescriptions', priority: 'urgent', ignored: false },
    });
    const ignored = await act(id, { action: 'care_navigation', decision: 'ignore' });
    expect(ignored.body).toMatchObject({ pool_id: 1, priority: 'routine', care_navigation: { ignored: true } });
    expect(entries(ignored.body)).toEqual([
      ['note', 'Care navigation suggestion (Prescriptions, Urgent) ignored by Tom Hughes.', 'Tom Hughes'],
    ]);
  });

  it('refuses to apply a suggestion whose group has gone, keeping the request where it was', async () => {
    const [gone] = await t.database.db
      .insert(groups)
      .values({ wcmsId: 1001, name: 'Closed clinic', kind: 'group', active: false })
      .returning({ id: groups.id });
    const id = await addRequest(t.database.db, {
      careNavigation: { pool_id: gone!.id, pool_name: 'Closed clinic', priority: 'urgent', ignored: false },
    });
    const refused = await act(id, { action: 'care_navigation', decision: 'apply' });
    expect(refused).toMatchObject({ status: 422, body: { code: 'ASSIGNEE_UNAVAILABLE' } });
    const after = await view(id);
    expect(after).toMatchObject({ pool_id: 1, priority: 'routine', care_navigation: { ignored: false } });
    expect(after.care_navigation.applied).toBeFalsy();
  });
});
