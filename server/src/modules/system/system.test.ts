import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CONTENT_SECURITY_POLICY } from '../../security/headers.js';
import { loadContract } from '../../rest/contract.js';
import { organisations } from '../organisations/index.js';
import { users, memberships } from '../users/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function graphql(
  query: string,
  operationName: string,
  path = '/api/graphql',
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${path}?operationName=${operationName}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, operationName },
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('foundation', () => {
  it(`runs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} with the demo data seeded`, async () => {
    const orgs = await t.database.db.select().from(organisations).orderBy(organisations.wcmsId);
    expect(orgs.map((o) => [o.wcmsId, o.name, o.clinicalSystem])).toEqual([
      [1001, 'Riverside Medical Centre', 'emisweb'],
      [1002, 'Hillview Surgery', 'systmone'],
    ]);
    const accounts = await t.database.db.select().from(users).orderBy(users.id);
    expect(accounts.map((u) => u.email)).toEqual([
      'super@carebridge.nhs.uk',
      'clinician@riverside.nhs.uk',
      'reception@riverside.nhs.uk',
      'manager@riverside.nhs.uk',
      'newstarter@riverside.nhs.uk',
    ]);
    expect(accounts[0]?.isSuperUser).toBe(true);
    // hashes only, and memory-hard ones
    expect(accounts.every((u) => u.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    const roles = await t.database.db.select().from(memberships);
    expect(
      roles
        .filter((m) => m.userId === 4)
        .map((m) => m.wcmsId)
        .sort(),
    ).toEqual([1001, 1002]);
    expect(roles.some((m) => m.userId === 5)).toBe(false);
  });

  it('answers GET /api/version without auth, in the contract shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _embedded: { items: [{ version: t.config.version }] } });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers the GraphQL config and version queries without auth', async () => {
    const config = await graphql(
      'query Config { config { version environment keepLockTime validStaffDomains } }',
      'Config',
    );
    expect(config.body.errors).toBeUndefined();
    expect(config.body.data?.config).toMatchObject({
      version: t.config.version,
      environment: 'development',
      keepLockTime: 120,
    });
    const clinical = await graphql('query ClinicalVersion { version }', 'ClinicalVersion', '/api/clinical/graphql');
    expect(clinical.body.data?.version).toBe(t.config.version);
  });

  it('refuses protected GraphQL fields without a session, with the code the client refreshes on', async () => {
    const result = await graphql('query Staff { getStaff(wcmsId: "1001") { id } }', 'Staff');
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses protected REST calls without a token and validates requests against the contract', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/users/2' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/guest-video-chat?uid=short&type=adhoc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { uid: expect.any(String) } });
    const unknownParam = await t.app.inject({ method: 'GET', url: '/api/version?debug=1' });
    expect(unknownParam.statusCode).toBe(200);
  });

  it('serves every operation of the contract, answering 501 where it is not built yet', async () => {
    const contract = loadContract();
    expect(contract.length).toBeGreaterThanOrEqual(27);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/guest-video-chat?uid=0123456789abcdef0123&type=adhoc',
    });
    expect([404, 501]).toContain(guest.statusCode);
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const op of contract) expect(routes, op.operationId).toContain(op.url.split('/:')[0]!.split('/').pop()!);
  });

  it('answers unknown API paths with a JSON 404, not the client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});
