import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { AGENT_MESSAGES } from './agents.js';

const CLINICIAN = 2;
const MANAGER = 4;
const clock = createTestClock();
let t: TestApp;
let manager: string;
let clinician: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  manager = (await t.signIn(MANAGER)).bearerToken;
  clinician = (await t.signIn(CLINICIAN)).bearerToken;
});
afterAll(async () => t.close());

const REPORT = `mutation ReportClinicalAgent($w: ID!, $h: String!) { reportClinicalAgent(wcmsId: $w, hostname: $h) { approved error } }`;
const LIST = `query ClinicalAgents($w: ID!) { clinicalAgents(wcmsId: $w) { id hostname lastSeen approved } }`;
const APPROVE = `mutation ApproveClinicalAgent($w: ID!, $id: ID!) { approveClinicalAgent(wcmsId: $w, id: $id) { id approved } }`;
const DELETE = `mutation DeleteClinicalAgent($w: ID!, $id: ID!) { deleteClinicalAgent(wcmsId: $w, id: $id) }`;
const as = (token: string, query: string, variables: Record<string, unknown>) =>
  gql<Json>(t, query, variables, { token });

describe('clinical agents', () => {
  it('an agent that checks in is listed, may not connect until approved, and must be approved again once deleted', async () => {
    const first = await as(clinician, REPORT, { w: '1001', h: ' RIV-PC-01.riverside.local ' });
    expect(first.data?.reportClinicalAgent).toEqual({ approved: false, error: AGENT_MESSAGES.notApproved });
    expect(first.data?.reportClinicalAgent.error).toMatch(/^Clinical agent connect failure/);

    clock.advance(60_000);
    await as(clinician, REPORT, { w: '1001', h: 'riv-pc-01.riverside.local' }); // same agent, seen again
    const listed = (await as(manager, LIST, { w: '1001' })).data?.clinicalAgents as Json[];
    expect(listed).toEqual([
      {
        id: expect.any(String),
        hostname: 'riv-pc-01.riverside.local',
        lastSeen: clock.now().toISOString(),
        approved: false,
      },
    ]);
    // another organisation's list does not show it
    expect((await as(manager, LIST, { w: '1002' })).data?.clinicalAgents).toEqual([]);

    const approved = await as(manager, APPROVE, { w: '1001', id: listed[0]!.id });
    expect(approved.data?.approveClinicalAgent).toEqual({ id: listed[0]!.id, approved: true });
    expect(
      (await as(clinician, REPORT, { w: '1001', h: 'riv-pc-01.riverside.local' })).data?.reportClinicalAgent,
    ).toEqual({ approved: true, error: null });

    expect((await as(manager, DELETE, { w: '1001', id: listed[0]!.id })).data?.deleteClinicalAgent).toBe(listed[0]!.id);
    expect((await as(manager, LIST, { w: '1001' })).data?.clinicalAgents).toEqual([]);
    expect(
      (await as(clinician, REPORT, { w: '1001', h: 'riv-pc-01.riverside.local' })).data?.reportClinicalAgent,
    ).toEqual({ approved: false, error: AGENT_MESSAGES.notApproved });
  });

  it('refuses a bad hostname with a clear message, and agents of another organisation', async () => {
    const blank = await as(clinician, REPORT, { w: '1001', h: '  ' });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ hostname: AGENT_MESSAGES.hostnameRequired });
    const bad = await as(clinician, REPORT, { w: '1001', h: 'pc 01; drop table' });
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ hostname: AGENT_MESSAGES.hostnameInvalid });
    // the clinician is not a member of Hillview
    const other = await as(clinician, REPORT, { w: '1002', h: 'hill-pc-01' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // an id of Riverside's agent cannot be approved or deleted through Hillview
    await as(clinician, REPORT, { w: '1001', h: 'riv-pc-02' });
    const agents = (await as(manager, LIST, { w: '1001' })).data?.clinicalAgents as Json[];
    const agent = agents.find((a) => a.hostname === 'riv-pc-02');
    const approveElsewhere = await as(manager, APPROVE, { w: '1002', id: agent!.id });
    expect(approveElsewhere.errors?.[0]?.message).toBe(AGENT_MESSAGES.notFound);
    const deleteElsewhere = await as(manager, DELETE, { w: '1002', id: agent!.id });
    expect(deleteElsewhere.errors?.[0]?.message).toBe(AGENT_MESSAGES.notFound);
    expect((await as(manager, LIST, { w: '1001' })).data?.clinicalAgents).toContainEqual({ ...agent, approved: false });
  });
});
