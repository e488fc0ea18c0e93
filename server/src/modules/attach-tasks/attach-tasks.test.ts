import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { enqueueAttachTask, MAX_ATTACH_ATTEMPTS } from './index.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let clinicianEvents: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  clinicianEvents = vi.spyOn(t.app.realtime.publisher, 'clinicianNotification');
});
afterAll(async () => t.close());

const SUPER = 1;
// the super user's pages need the VPN (spec §6): the test config's VPN is 10.0.0.0/8
const VPN = '10.20.30.40';
const OFF_VPN = '203.0.113.9';
const CLINICIAN = 2;
const MANAGER = 4;

async function headers(userId: number) {
  return (await t.signIn(userId)).headers;
}
async function token(userId: number) {
  return (await t.signIn(userId)).bearerToken;
}

async function createRequest(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/wcms_id/1001',
    headers: await headers(MANAGER),
    payload: {
      telephone: '07700 900123',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Json).id as number;
}

async function queue(requestId: number, userId = CLINICIAN): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/attach-tasks/wcms_id/1001',
    headers: await headers(userId),
    payload: { message_ids: [requestId], type: 'retry', vixie_version: 19 },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as Json).id as number;
}

async function report(taskId: number, payload: Record<string, unknown>, userId = CLINICIAN) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/attach-tasks/wcms_id/1001/${taskId}`,
    headers: await headers(userId),
    payload,
  });
}

async function tasksOf(requestId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/attach-tasks/wcms_id/1001?message_ids=${requestId}`,
    headers: await headers(CLINICIAN),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Json)._embedded.attach_tasks as Json[];
}

const GET_TASKS = `query GetTasks($wcmsId: ID!) {
  getTasks(wcmsId: $wcmsId, vixieVersion: 19) { _embedded { queued_messages {
    entity_id id wcms_id nhs_number title heading detail type clinical_system
    attachments { id name primary } code { scheme value dataValue { value uom } } additional_codes { value }
  } } }
}`;
const UNATTACHED = `query UnattachedItems($wcmsId: ID!) {
  unattachedItems(wcmsId: $wcmsId) { taskId messageId title attempts lastError nhsInvalid }
}`;
const DELETE_UNATTACHED = `mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {
  deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) { entityId wcmsId }
}`;
const DELETE_RETRY = `mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {
  deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) { entityId wcmsId }
}`;

describe('attach tasks queue', () => {
  it('queues a request for the desktop client with its text, and lists it in getTasks', async () => {
    const requestId = await createRequest();
    const taskId = await queue(requestId);
    const [task] = await tasksOf(requestId);
    expect(task).toMatchObject({ id: taskId, state: 'queued', attempts: 0, type: 'retry', clinical_system: 'emisweb' });

    const result = await gql<Json>(t, GET_TASKS, { wcmsId: '1001' }, { token: await token(CLINICIAN) });
    const message = (result.data!.getTasks._embedded.queued_messages as Json[]).find((m) => m.id === String(taskId));
    expect(message).toMatchObject({
      entity_id: String(requestId),
      nhs_number: '9991000003',
      type: 'retry',
      clinical_system: 'emisweb',
    });
    expect(message!.title).toMatch(/^Online consultation RQ-/);
    expect(message!.heading).toContain('Test results');
  });

  it('keeps a failed task queued with its reason, tells who queued it, and sets it to manual after the last attempt', async () => {
    const requestId = await createRequest();
    const taskId = await queue(requestId);
    clinicianEvents.mockClear();

    for (let attempt = 1; attempt < MAX_ATTACH_ATTEMPTS; attempt++) {
      expect(
        (await report(taskId, { success: false, reason: 'No Patient found for NHSNumber 9991000003' })).statusCode,
      ).toBe(200);
      const [task] = await tasksOf(requestId);
      expect(task).toMatchObject({
        state: 'failed',
        attempts: attempt,
        last_error: 'No Patient found for NHSNumber 9991000003',
      });
      const pending = await gql<Json>(t, GET_TASKS, { wcmsId: '1001' }, { token: await token(CLINICIAN) });
      expect((pending.data!.getTasks._embedded.queued_messages as Json[]).map((m) => m.id)).toContain(String(taskId));
    }
    expect(clinicianEvents).toHaveBeenCalledWith(1001, CLINICIAN, { type: 'refresh' });

    await report(taskId, { success: false, reason: 'Still not found' });
    const [final] = await tasksOf(requestId);
    expect(final).toMatchObject({ state: 'final_failure', attempts: MAX_ATTACH_ATTEMPTS });
    const pending = await gql<Json>(t, GET_TASKS, { wcmsId: '1001' }, { token: await token(CLINICIAN) });
    expect((pending.data!.getTasks._embedded.queued_messages as Json[]).map((m) => m.id)).not.toContain(String(taskId));

    const notes = await gql<Json>(
      t,
      'query ClinicianNotifications($w: ID!) { clinicianNotifications(wcmsId: $w) { attachTaskId body } }',
      { w: '1001' },
      { token: await token(CLINICIAN) },
    );
    const bodies = (notes.data!.clinicianNotifications as Json[]).filter((n) => n.attachTaskId === String(taskId));
    expect(bodies.map((n) => n.body)).toContainEqual(expect.stringContaining('set to manual: Still not found'));

    // a closed task takes no more outcomes
    expect((await report(taskId, { success: true })).statusCode).toBe(409);

    // the super user's unattached items queue (the clinician does not cover Unattached items)
    const forbidden = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(CLINICIAN) });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const items = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(SUPER), remoteAddress: VPN });
    expect(items.data!.unattachedItems).toContainEqual(
      expect.objectContaining({
        taskId: String(taskId),
        messageId: String(requestId),
        lastError: 'Still not found',
        attempts: 3,
      }),
    );
    const removed = await gql<Json>(
      t,
      DELETE_UNATTACHED,
      { wcmsId: '1001', messageId: String(requestId) },
      { token: await token(SUPER), remoteAddress: VPN },
    );
    expect(removed.data!.deleteUnattachedRequest).toEqual({ entityId: String(requestId), wcmsId: '1001' });
    const after = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(SUPER), remoteAddress: VPN });
    expect((after.data!.unattachedItems as Json[]).map((i) => i.taskId)).not.toContain(String(taskId));
  });

  it('tells every cover of Unattached items of a final failure, and lets a cover (only) send it again', async () => {
    const RECEPTION = 3; // covers Riverside's Unattached items in the demo data, as does the manager
    const requestId = await createRequest();
    const taskId = await queue(requestId);
    for (let attempt = 1; attempt <= MAX_ATTACH_ATTEMPTS; attempt++) {
      await report(taskId, { success: false, reason: 'Clinical system offline' });
    }
    const notesOf = async (userId: number) => {
      const notes = await gql<Json>(
        t,
        'query ClinicianNotifications($w: ID!) { clinicianNotifications(wcmsId: $w) { attachTaskId body } }',
        { w: '1001' },
        { token: await token(userId) },
      );
      return (notes.data!.clinicianNotifications as Json[]).filter((n) => n.attachTaskId === String(taskId));
    };
    // the covers hear only of the final failure; who queued it (not a cover) hears of each attempt
    expect((await notesOf(RECEPTION)).map((n) => n.body)).toEqual([
      expect.stringContaining('set to manual: Clinical system offline'),
    ]);
    expect(await notesOf(MANAGER)).toHaveLength(1);
    expect(await notesOf(CLINICIAN)).toHaveLength(MAX_ATTACH_ATTEMPTS);

    const SEND = `mutation Send($w: ID!, $id: ID!) { sendUnattachedItem(wcmsId: $w, taskId: $id) { id entity_id type title } }`;
    const CAN_SEND = 'query CanSend($w: ID!) { canSendUnattached(wcmsId: $w) }';
    expect(
      (await gql<Json>(t, CAN_SEND, { w: '1001' }, { token: await token(RECEPTION) })).data!.canSendUnattached,
    ).toBe(true);
    expect(
      (await gql<Json>(t, CAN_SEND, { w: '1001' }, { token: await token(CLINICIAN) })).data!.canSendUnattached,
    ).toBe(false);
    // not a cover: refused, and the item stays manual
    const refused = await gql<Json>(t, SEND, { w: '1001', id: String(taskId) }, { token: await token(CLINICIAN) });
    expect(refused.errors?.[0]?.message).toBe(
      'Only staff who cover the Unattached items group can send unattached items',
    );
    // the super user sees the queue but does not cover the group, so may not send
    const bySuper = await gql<Json>(
      t,
      SEND,
      { w: '1001', id: String(taskId) },
      { token: await token(SUPER), remoteAddress: VPN },
    );
    expect(bySuper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // the cover sees it in the queue and sends it: queued again with fresh attempts, under the sender
    const items = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(RECEPTION) });
    expect((items.data!.unattachedItems as Json[]).map((i) => i.taskId)).toContain(String(taskId));
    const sent = await gql<Json>(t, SEND, { w: '1001', id: String(taskId) }, { token: await token(RECEPTION) });
    expect(sent.data!.sendUnattachedItem).toMatchObject({
      id: String(taskId),
      entity_id: String(requestId),
      type: 'retry',
    });
    const [task] = await tasksOf(requestId);
    expect(task).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
    const after = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(RECEPTION) });
    expect((after.data!.unattachedItems as Json[]).map((i) => i.taskId)).not.toContain(String(taskId));
    // a second send finds it already queued
    const again = await gql<Json>(t, SEND, { w: '1001', id: String(taskId) }, { token: await token(MANAGER) });
    expect(again.errors?.[0]?.message).toBe(
      'This item is no longer waiting to be sent: it may have been sent or removed already',
    );
    // a failure now goes to the sender
    await report(taskId, { success: false, reason: 'Clinical system offline' });
    expect(await notesOf(RECEPTION)).toHaveLength(2);
  });

  it('lets only a cover send a request set to manual again from the request view, with what it holds now', async () => {
    const RECEPTION = 3;
    const requestId = await createRequest();
    const taskId = await queue(requestId);
    for (let attempt = 1; attempt <= MAX_ATTACH_ATTEMPTS; attempt++) {
      await report(taskId, { success: false, reason: 'Clinical system offline' });
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/attach-tasks/wcms_id/1001',
      headers: await headers(CLINICIAN),
      payload: { message_ids: [requestId], type: 'retry', vixie_version: 19 },
    });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as Json).message).toBe(
      'Only staff who cover the Unattached items group can send unattached items',
    );
    expect((await tasksOf(requestId)).map((task) => task.state)).toEqual(['final_failure']);

    const fresh = await queue(requestId, RECEPTION);
    const states = Object.fromEntries((await tasksOf(requestId)).map((task) => [task.id, task.state]));
    expect(states).toEqual({ [taskId]: 'removed', [fresh]: 'queued' });
    const items = await gql<Json>(t, UNATTACHED, { wcmsId: '1001' }, { token: await token(RECEPTION) });
    expect((items.data!.unattachedItems as Json[]).map((i) => i.taskId)).not.toContain(String(taskId));
  });

  it('removes a request from the queue without touching a record of another kind that shares its number', async () => {
    const requestId = await createRequest();
    const retry = await queue(requestId);
    // an outbound recipient (or video appointment) whose id happens to equal the request's
    const outbound = await enqueueAttachTask(t.database.db, {
      wcmsId: 1001,
      type: 'outbound',
      messageIds: [requestId],
      message: { title: 'Message to the patient from the practice', nhsNumber: '9991000003' },
    });
    for (let attempt = 1; attempt <= MAX_ATTACH_ATTEMPTS; attempt++) {
      await report(retry, { success: false, reason: 'Clinical system offline' });
      await report(outbound.id, { success: false, reason: 'Clinical system offline' });
    }
    const removed = await gql<Json>(
      t,
      DELETE_UNATTACHED,
      { wcmsId: '1001', messageId: String(requestId) },
      { token: await token(SUPER), remoteAddress: VPN },
    );
    expect(removed.errors).toBeUndefined();
    const states = Object.fromEntries((await tasksOf(requestId)).map((task) => [task.id, task.state]));
    expect(states).toEqual({ [retry]: 'removed', [outbound.id]: 'final_failure' });
    // the other record is removed by its own task id
    const byId = await t.app.inject({
      method: 'DELETE',
      url: `/api/attach-tasks/wcms_id/1001/${outbound.id}`,
      headers: await headers(SUPER),
      remoteAddress: VPN,
    });
    expect(byId.statusCode).toBe(200);
    expect((await tasksOf(requestId)).find((task) => task.id === outbound.id)?.state).toBe('removed');
  });

  it('completes a task on success, and lets the super user remove queued retry tasks', async () => {
    const requestId = await createRequest();
    const done = await queue(requestId);
    expect((await report(done, { success: true })).statusCode).toBe(200);
    const again = await queue(requestId);
    const removed = await gql<Json>(
      t,
      DELETE_RETRY,
      { wcmsId: '1001', messageId: String(requestId) },
      { token: await token(SUPER), remoteAddress: VPN },
    );
    expect(removed.errors).toBeUndefined();
    const tasks = await tasksOf(requestId);
    expect(tasks.find((x) => x.id === done)?.state).toBe('success');
    expect(tasks.find((x) => x.id === again)?.state).toBe('removed');
    const none = await gql<Json>(
      t,
      DELETE_RETRY,
      { wcmsId: '1001', messageId: String(requestId) },
      { token: await token(SUPER), remoteAddress: VPN },
    );
    expect(none.errors?.[0]?.message).toBe('There are no queued attach tasks for this request');
  });

  it('queues video and outbound records for other modules, with files served through task-attachments', async () => {
    const task = await enqueueAttachTask(
      t.database.db,
      {
        wcmsId: 1001,
        type: 'video_call',
        messageIds: [77],
        message: { title: 'Video consultation', detail: 'Call lasted 12 minutes', nhsNumber: '9991000003' },
        attachments: [{ name: 'summary.txt', content: Buffer.from('hello'), primary: true }],
        createdBy: CLINICIAN,
      },
      clock,
    );
    const result = await gql<Json>(t, GET_TASKS, { wcmsId: '1001' }, { token: await token(CLINICIAN) });
    const message = (result.data!.getTasks._embedded.queued_messages as Json[]).find((m) => m.id === String(task.id))!;
    expect(message).toMatchObject({ type: 'video_call', entity_id: '77', title: 'Video consultation' });
    const fileId = message.attachments[0].id as string;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/task-attachments/wcms_id/1001/type/video_call/${fileId}`,
      headers: await headers(CLINICIAN),
    });
    expect(file.json()).toEqual({
      id: Number(fileId),
      name: 'summary.txt',
      content: Buffer.from('hello').toString('base64'),
    });
    const wrongType = await t.app.inject({
      method: 'GET',
      url: `/api/task-attachments/wcms_id/1001/type/outbound/${fileId}`,
      headers: await headers(CLINICIAN),
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('refuses callers outside the organisation and other task types from the REST queue', async () => {
    const requestId = await createRequest();
    const outsider = await t.app.inject({
      method: 'GET',
      url: '/api/attach-tasks/wcms_id/1002',
      headers: await headers(CLINICIAN),
    });
    expect(outsider.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/attach-tasks/wcms_id/1001',
      headers: await headers(CLINICIAN),
      payload: { message_ids: [requestId], type: 'outbound' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('transaction log', () => {
  it('records host calls from recordIm1Transaction and client-logs, readable by managers', async () => {
    const recorded = await gql<Json>(
      t,
      `mutation RecordIm1Transaction($input: TransactionLogInput!) { recordIm1Transaction(input: $input) { id method success } }`,
      {
        input: {
          wcmsId: '1001',
          method: 'SearchForPatient',
          request: '{"surname":"Smith"}',
          success: true,
          responseTimeMilliseconds: 12,
          apiId: 24,
        },
      },
      { token: await token(CLINICIAN) },
    );
    expect(recorded.data!.recordIm1Transaction).toMatchObject({ method: 'SearchForPatient', success: true });
    const logs = await t.app.inject({
      method: 'POST',
      url: '/api/client-logs',
      headers: await headers(CLINICIAN),
      payload: {
        entries: [
          { method: 'OpenToolbar', success: false, error: 'boom', wcms_id: 1001, at: clock.now().toISOString() },
        ],
      },
    });
    expect(logs.statusCode).toBe(204);
    const outsider = await t.app.inject({
      method: 'POST',
      url: '/api/client-logs',
      headers: await headers(CLINICIAN),
      payload: { entries: [{ method: 'OpenToolbar', success: true, wcms_id: 1002, at: clock.now().toISOString() }] },
    });
    expect(outsider.statusCode).toBe(403);

    const QUERY = 'query TransactionLog($w: ID!) { transactionLog(wcmsId: $w) { method success error } }';
    const list = await gql<Json>(t, QUERY, { w: '1001' }, { token: await token(MANAGER) });
    expect(list.data!.transactionLog).toEqual(
      expect.arrayContaining([
        { method: 'SearchForPatient', success: true, error: null },
        { method: 'OpenToolbar', success: false, error: 'boom' },
      ]),
    );
    const denied = await gql<Json>(t, QUERY, { w: '1001' }, { token: await token(CLINICIAN) });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
  it('refuses a super user acting for an organisation from outside the VPN, on every attach task call', async () => {
    const requestId = await createRequest();
    const taskId = await queue(requestId);
    const off = { token: await token(SUPER), remoteAddress: OFF_VPN };
    for (const [query, variables] of [
      [UNATTACHED, { wcmsId: '1001' }],
      [DELETE_UNATTACHED, { wcmsId: '1001', messageId: String(requestId) }],
      [DELETE_RETRY, { wcmsId: '1001', messageId: String(requestId) }],
    ] as const) {
      const refused = await gql<Json>(t, query, variables, off);
      expect(refused.errors?.[0]).toMatchObject({ message: 'VPN required', extensions: { code: 'VPN_REQUIRED' } });
    }
    const superHeaders = await headers(SUPER);
    for (const [method, url] of [
      ['GET', '/api/attach-tasks/wcms_id/1001'],
      ['DELETE', `/api/attach-tasks/wcms_id/1001/${taskId}`],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: superHeaders, remoteAddress: OFF_VPN });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'VPN_REQUIRED', message: 'VPN required' });
    }
    // nothing was removed
    expect((await tasksOf(requestId)).find((task) => task.id === taskId)?.state).toBe('queued');
    // the practice's own staff are not held to the VPN: a manager (who covers Unattached items) off it
    const manager = await gql<Json>(
      t,
      UNATTACHED,
      { wcmsId: '1001' },
      { token: await token(MANAGER), remoteAddress: OFF_VPN },
    );
    expect(manager.errors).toBeUndefined();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/attach-tasks/wcms_id/1001',
      headers: await headers(CLINICIAN),
      remoteAddress: OFF_VPN,
    });
    expect(list.statusCode).toBe(200);
  });
});
