import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SUPER = 1;
const CLINICIAN = 2;

async function call(userId: number, method: 'GET' | 'PUT', payload?: unknown, wcmsId = 1001) {
  const { headers } = await t.signIn(userId);
  return t.app.inject({ method, url: `/api/my/covering/wcms_id/${wcmsId}`, headers, ...(payload ? { payload } : {}) });
}

const covered = (body: Json) => (body.groups as Json[]).filter((g) => g.covered).map((g) => g.name);

describe('covering (spec §6)', () => {
  it('lists the organisation’s groups, Unattached items included, with the ones the user covers', async () => {
    const response = await call(CLINICIAN, 'GET');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Json;
    expect((body.groups as Json[]).map((g) => [g.name, g.kind])).toEqual([
      ['Incoming requests', 'incoming'],
      ['Clinicians', 'group'],
      ['Prescriptions', 'group'],
      ['Reception', 'group'],
      ['Unattached items', 'unattached'],
    ]);
    expect(covered(body)).toEqual(['Clinicians']);
  });

  it('covers exactly the chosen groups, so the user may then send unattached items', async () => {
    const before = (await call(CLINICIAN, 'GET')).json() as Json;
    const ids = (before.groups as Json[])
      .filter((g) => g.name === 'Clinicians' || g.name === 'Unattached items')
      .map((g) => g.id as number);
    const saved = await call(CLINICIAN, 'PUT', { group_ids: ids });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(covered(saved.json() as Json)).toEqual(['Clinicians', 'Unattached items']);
    expect(covered((await call(CLINICIAN, 'GET')).json() as Json)).toEqual(['Clinicians', 'Unattached items']);

    const { bearerToken } = await t.signIn(CLINICIAN);
    const canSend = await gql<Json>(
      t,
      'query CanSend { canSendUnattached(wcmsId: "1001") }',
      {},
      { token: bearerToken },
    );
    expect(canSend.data).toEqual({ canSendUnattached: true });

    // back as it was
    const clinicians = (before.groups as Json[]).find((g) => g.name === 'Clinicians')!.id as number;
    expect(covered((await call(CLINICIAN, 'PUT', { group_ids: [clinicians] })).json() as Json)).toEqual(['Clinicians']);
  });

  it('refuses another organisation’s group and changes nothing', async () => {
    const other = (await call(4, 'GET', undefined, 1002)).json() as Json;
    const foreign = (other.groups as Json[])[0]!.id as number;
    const response = await call(CLINICIAN, 'PUT', { group_ids: [foreign] });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Json).message).toBe('Choose groups of this organisation that are still available.');
    expect(covered((await call(CLINICIAN, 'GET')).json() as Json)).toEqual(['Clinicians']);
  });

  it('is for members of the organisation acting in its staff areas', async () => {
    expect((await call(SUPER, 'GET')).statusCode).toBe(403);
    expect((await call(CLINICIAN, 'GET', undefined, 1002)).statusCode).toBe(403);
  });

  it('never offers Unattached items as a place for requests', async () => {
    const { headers } = await t.signIn(CLINICIAN);
    const assignees = await t.app.inject({ method: 'GET', url: '/api/my/messages/wcms_id/1001/assignees', headers });
    expect(((assignees.json() as Json).groups as Json[]).map((g) => g.name)).not.toContain('Unattached items');
    const unattached = ((await call(CLINICIAN, 'GET')).json() as Json).groups as Json[];
    const id = unattached.find((g) => g.kind === 'unattached')!.id as number;
    const assign = await t.app.inject({
      method: 'PUT',
      url: '/api/my/messages/wcms_id/1001/1',
      headers,
      payload: { action: 'assign', assignee_kind: 'group', assignee_id: id },
    });
    expect(assign.statusCode).toBeGreaterThanOrEqual(400);
  });
});
