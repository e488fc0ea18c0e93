import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { atRestKey } from '../../auth/authenticator-secrets.js';
import { openSecret } from '../../security/secret-box.js';
import { clinicalServerAudit, clinicalServerDetails } from './tables.js';
import { SERVER_DETAILS_MESSAGES } from './service.js';

const MANAGER = 4;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(MANAGER)).bearerToken;
});
afterAll(async () => t.close());

const FIELDS = 'ip database gatewayHost port server siteCode username passwordSet apiPasswordSet';
const GET = `query ClinicalServerDetails($w: ID!) { clinicalServerDetails(wcmsId: $w) { ${FIELDS} } }`;
const SAVE = `mutation UpdateClinicalServerDetails($w: ID!, $input: ClinicalServerDetailsInput!) { updateClinicalServerDetails(wcmsId: $w, input: $input) { ${FIELDS} } }`;
const PASSWORD = 'Sup3r-secret-server-pass';
const API_PASSWORD = 'api-pass-Xy9-very-secret';
const input = (over: Record<string, unknown> = {}) => ({
  ip: '10.0.0.12',
  database: 'VISION',
  gatewayHost: 'gateway.riverside.local',
  port: 1433,
  server: 'SQL01',
  siteCode: 'RIV01',
  username: 'carebridge',
  password: PASSWORD,
  apiPassword: API_PASSWORD,
  ...over,
});
const as = (query: string, variables: Record<string, unknown>) => gql<Json>(t, query, variables, { token });

describe('clinical server details', () => {
  it('requires every detail, checking the IP address and port', async () => {
    expect((await as(GET, { w: '1001' })).data?.clinicalServerDetails).toBeNull();
    const refused = await as(SAVE, {
      w: '1001',
      input: input({ ip: '10.0.0', port: 70000, database: ' ', password: '', apiPassword: null }),
    });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({
      ip: SERVER_DETAILS_MESSAGES.ip,
      port: SERVER_DETAILS_MESSAGES.port,
      database: SERVER_DETAILS_MESSAGES.required,
      password: SERVER_DETAILS_MESSAGES.required,
      apiPassword: SERVER_DETAILS_MESSAGES.required,
    });
  });

  it('keeps the passwords encrypted and write-only, and audits changes by field name only', async () => {
    const saved = await as(SAVE, { w: '1001', input: input() });
    expect(saved.data?.updateClinicalServerDetails).toMatchObject({
      ip: '10.0.0.12',
      passwordSet: true,
      apiPasswordSet: true,
    });
    const read = await as(GET, { w: '1001' });
    expect(JSON.stringify(read)).not.toContain(PASSWORD);
    expect(JSON.stringify(read)).not.toContain(API_PASSWORD);

    // unreadable in the database: no column holds the secrets in plain text
    const raw = await t.database.db.execute(sql`select * from clinical_server_details where wcms_id = 1001`);
    const dump = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(API_PASSWORD);
    const [row] = await t.database.db
      .select()
      .from(clinicalServerDetails)
      .where(eq(clinicalServerDetails.wcmsId, 1001));
    expect(row!.passwordSealed).toMatch(/^enc:v1:/);
    // only the deployment's key opens them
    expect(openSecret(row!.passwordSealed, await atRestKey({ db: t.database.db, config: t.config }))).toBe(PASSWORD);

    // a blank password keeps the stored one; a changed port is audited, without any value
    const again = await as(SAVE, { w: '1001', input: input({ port: 1434, password: '', apiPassword: null }) });
    expect(again.data?.updateClinicalServerDetails).toMatchObject({ port: 1434, passwordSet: true });
    const [kept] = await t.database.db
      .select()
      .from(clinicalServerDetails)
      .where(eq(clinicalServerDetails.wcmsId, 1001));
    expect(kept!.passwordSealed).toBe(row!.passwordSealed);
    const audit = await t.database.db
      .select()
      .from(clinicalServerAudit)
      .where(eq(clinicalServerAudit.wcmsId, 1001))
      .orderBy(clinicalServerAudit.id);
    expect(audit.map((a) => a.fields)).toEqual([
      ['ip', 'database', 'gatewayHost', 'port', 'server', 'siteCode', 'username', 'password', 'apiPassword'],
      ['port'],
    ]);
    expect(audit.every((a) => a.userId === MANAGER)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });
});
