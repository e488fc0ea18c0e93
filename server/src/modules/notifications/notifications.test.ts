import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { staffNotifications } from './tables.js';
import { raiseClinicianNotification } from './service.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let staff: ReturnType<typeof vi.spyOn>;
let clinician: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = vi.spyOn(t.app.realtime.publisher, 'staffNotification');
  clinician = vi.spyOn(t.app.realtime.publisher, 'clinicianNotification');
});
afterAll(async () => t.close());
beforeEach(() => {
  clock.advance(1_000);
  staff.mockClear();
  clinician.mockClear();
});

const CLINICIAN = 2;
const RECEPTION = 3;
const MANAGER = 4;

const STAFF_QUERY = `query StaffNotifications($wcmsId: ID!, $userId: ID!) {
  staffNotifications(wcmsId: $wcmsId, userId: $userId) { id messageId subject body read createdAt }
}`;
const CLINICIAN_QUERY = `query ClinicianNotifications($wcmsId: ID!) {
  clinicianNotifications(wcmsId: $wcmsId) { id wcmsId userId attachTaskId messageId body outboundRequestId subject read }
}`;
const UPDATE_CLINICIAN = `mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {
  updateClinicianNotifications(wcmsId: $wcmsId, read: $read) { id read }
}`;

async function as(userId: number) {
  return (await t.signIn(userId)).bearerToken;
}

async function createRequest(userId = MANAGER): Promise<number> {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/wcms_id/1001',
    headers,
    payload: {
      telephone: '07700 900123',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as Json).id as number;
}

async function act(id: number, action: Record<string, unknown>, userId: number) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/my/messages/wcms_id/1001/${id}`,
    headers,
    payload: action,
  });
  expect(response.statusCode).toBe(200);
}

async function held(requestId: number) {
  const rows = await t.database.db.select().from(staffNotifications).where(eq(staffNotifications.messageId, requestId));
  return rows.map((r) => ({ id: r.id, userId: r.userId })).sort((a, b) => a.userId - b.userId);
}

describe('staff notifications from request changes', () => {
  it('stores one for each member of the pool a new request arrives in, and publishes its id', async () => {
    const requestId = await createRequest(MANAGER);
    const rows = await held(requestId);
    // Tom Hughes is in Incoming requests; Grace Adeyemi made the request so is not told
    expect(rows.map((r) => r.userId)).toEqual([RECEPTION]);
    expect(staff.mock.calls).toEqual([[1001, RECEPTION, { type: 'new', id: rows[0]!.id }]]);

    const body = await gql(
      t,
      STAFF_QUERY,
      { wcmsId: '1001', userId: String(RECEPTION) },
      { token: await as(RECEPTION) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.staffNotifications[0]).toMatchObject({
      id: String(rows[0]!.id),
      messageId: String(requestId),
      subject: 'Test results',
      body: expect.stringMatching(/^Request .+ arrived in Incoming requests\.$/),
      read: false,
    });
  });

  it('moves the notification with the request: assignment tells the colleague, completion removes it', async () => {
    const requestId = await createRequest(MANAGER);
    const [reception] = await held(requestId);
    staff.mockClear();

    await act(requestId, { action: 'assign', assignee_kind: 'colleague', assignee_id: CLINICIAN }, MANAGER);
    const [priya] = await held(requestId);
    expect(priya).toMatchObject({ userId: CLINICIAN });
    expect(staff.mock.calls).toEqual([
      [1001, RECEPTION, { type: 'removed', id: reception!.id }],
      [1001, CLINICIAN, { type: 'new', id: priya!.id }],
    ]);
    const body = await gql(
      t,
      STAFF_QUERY,
      { wcmsId: '1001', userId: String(CLINICIAN) },
      { token: await as(CLINICIAN) },
    );
    expect(body.data!.staffNotifications[0]).toMatchObject({ body: expect.stringMatching(/was assigned to you\.$/) });
    staff.mockClear();

    await act(requestId, { action: 'complete' }, CLINICIAN);
    expect(await held(requestId)).toEqual([]);
    expect(staff.mock.calls).toEqual([[1001, CLINICIAN, { type: 'removed', id: priya!.id }]]);
  });

  it('removes the notifications of people outside the group a request is moved to', async () => {
    const requestId = await createRequest(MANAGER);
    const [reception] = await held(requestId);
    staff.mockClear();
    // Clinicians: Priya Shah and Grace Adeyemi, who moves it so is not told
    await act(requestId, { action: 'assign', assignee_kind: 'group', assignee_id: 3 }, MANAGER);
    const [priya] = await held(requestId);
    expect(priya).toMatchObject({ userId: CLINICIAN });
    expect(staff.mock.calls).toEqual([
      [1001, RECEPTION, { type: 'removed', id: reception!.id }],
      [1001, CLINICIAN, { type: 'new', id: priya!.id }],
    ]);
    const body = await gql(
      t,
      STAFF_QUERY,
      { wcmsId: '1001', userId: String(CLINICIAN) },
      { token: await as(CLINICIAN) },
    );
    expect(body.data!.staffNotifications[0]).toMatchObject({ body: expect.stringMatching(/arrived in Clinicians\.$/) });
  });

  it('removes the others’ notifications when someone takes the request', async () => {
    const requestId = await createRequest(RECEPTION);
    // Grace Adeyemi is in Incoming requests too
    const [grace] = await held(requestId);
    expect(grace).toMatchObject({ userId: MANAGER });
    staff.mockClear();
    await act(requestId, { action: 'take' }, RECEPTION);
    expect(await held(requestId)).toEqual([]);
    expect(staff.mock.calls).toEqual([[1001, MANAGER, { type: 'removed', id: grace!.id }]]);
  });

  it('marks the caller’s own notifications read by id, or all of them', async () => {
    const first = await createRequest(MANAGER);
    const second = await createRequest(MANAGER);
    const [a] = await held(first);
    const [b] = await held(second);
    staff.mockClear();
    const { headers } = await t.signIn(RECEPTION);
    const mark = (ids: number[], h = headers) =>
      t.app.inject({ method: 'PUT', url: '/api/staff-notifications/wcms_id/1001/read', headers: h, payload: { ids } });

    expect((await mark([a!.id])).json()).toEqual({ updated: 1 });
    // someone else's ids change nothing
    const other = await t.signIn(MANAGER);
    expect((await mark([b!.id], other.headers)).json()).toEqual({ updated: 0 });
    expect((await mark([])).json()).toMatchObject({ updated: expect.any(Number) });
    const body = await gql(
      t,
      STAFF_QUERY,
      { wcmsId: '1001', userId: String(RECEPTION) },
      { token: await as(RECEPTION) },
    );
    expect(body.data!.staffNotifications.every((n: Json) => n.read)).toBe(true);
    expect(staff).not.toHaveBeenCalled();
  });

  it('refuses another user’s notifications and organisations the caller cannot act for', async () => {
    const token = await as(RECEPTION);
    const others = await gql(t, STAFF_QUERY, { wcmsId: '1001', userId: String(CLINICIAN) }, { token });
    expect(others.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const elsewhere = await gql(t, STAFF_QUERY, { wcmsId: '1002', userId: String(RECEPTION) }, { token });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const clinicianElsewhere = await gql(t, CLINICIAN_QUERY, { wcmsId: '1002' }, { token });
    expect(clinicianElsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const update = await gql(t, UPDATE_CLINICIAN, { wcmsId: '1002', read: true }, { token });
    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { headers } = await t.signIn(RECEPTION);
    const rest = await t.app.inject({
      method: 'PUT',
      url: '/api/staff-notifications/wcms_id/1002/read',
      headers,
      payload: { ids: [] },
    });
    expect(rest.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/staff-notifications/wcms_id/1001/read',
      payload: { ids: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('clinician notifications', () => {
  it('raises one, lists it for its user only, and marks all read or unread with a refresh', async () => {
    const user = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    const ctx = { db: t.database.db, clock, realtime: t.app.realtime.publisher };
    const raised = await raiseClinicianNotification(ctx, {
      wcmsId: 1001,
      userId: user.id,
      attachTaskId: 77,
      outboundRequestId: 12,
      subject: 'PHQ-9',
      body: 'The questionnaire failed to attach to the patient record.',
    });
    await raiseClinicianNotification(ctx, { wcmsId: 1001, userId: user.id, body: 'Second failure.', messageId: 2 });
    expect(clinician.mock.calls).toEqual([
      [1001, user.id, { type: 'refresh' }],
      [1001, user.id, { type: 'refresh' }],
    ]);
    clinician.mockClear();

    const token = await as(user.id);
    const list = await gql(t, CLINICIAN_QUERY, { wcmsId: '1001' }, { token });
    expect(list.data!.clinicianNotifications).toHaveLength(2);
    expect(list.data!.clinicianNotifications[1]).toEqual({
      id: String(raised.id),
      wcmsId: '1001',
      userId: String(user.id),
      attachTaskId: '77',
      messageId: null,
      body: 'The questionnaire failed to attach to the patient record.',
      outboundRequestId: '12',
      subject: 'PHQ-9',
      read: false,
    });
    // nobody else sees them
    const theirs = await gql(t, CLINICIAN_QUERY, { wcmsId: '1001' }, { token: await as(RECEPTION) });
    expect(theirs.data!.clinicianNotifications).toEqual([]);

    const read = await gql(t, UPDATE_CLINICIAN, { wcmsId: '1001', read: true }, { token });
    expect(read.data!.updateClinicianNotifications.map((n: Json) => n.read)).toEqual([true, true]);
    expect(clinician.mock.calls).toEqual([[1001, user.id, { type: 'refresh' }]]);
    // already read: nothing changes, nothing is published
    clinician.mockClear();
    await gql(t, UPDATE_CLINICIAN, { wcmsId: '1001', read: true }, { token });
    expect(clinician).not.toHaveBeenCalled();
    const unread = await gql(t, UPDATE_CLINICIAN, { wcmsId: '1001', read: false }, { token });
    expect(unread.data!.updateClinicianNotifications.map((n: Json) => n.read)).toEqual([false, false]);
    expect(clinician.mock.calls).toEqual([[1001, user.id, { type: 'refresh' }]]);
  });
});
