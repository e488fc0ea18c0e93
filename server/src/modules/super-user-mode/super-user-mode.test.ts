import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { addUser } from '../../test/fixtures.js';
import { gql, type Json } from '../../test/helpers.js';
import { SUPER_USER_MODE_MESSAGES, users } from '../users/index.js';
import { STAFF_ALERT_MESSAGES } from '../staff-alerts/index.js';

const SUPER = 1; // the seed's super user account: SUPER_USER_STAFF_ID's default
const MANAGER = 4; // Riverside and Hillview
const VPN = '10.20.30.40';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
// every test leaves the demo super user as the seed has it
afterEach(async () => {
  await t.database.db.update(users).set({ isSuperUser: true }).where(eq(users.id, SUPER));
});

const tokens = new Map<number, string>();
async function as(userId: number, query: string, variables: Record<string, unknown> = {}) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return gql<Json>(t, query, variables, { token: tokens.get(userId)!, remoteAddress: VPN });
}

const VIEWER = 'query Viewer { viewer { userId isSuperUser mayToggleSuperUserMode organisations { wcmsId } } }';
const SET =
  'mutation SetSuperUserMode($on: Boolean!) { setSuperUserMode(on: $on) { isSuperUser mayToggleSuperUserMode } }';
const ALL = 'query Organisations { organisations { wcmsId role } }';
const CONSOLE = 'query ConsoleAccess($w: ID!) { consoleAccess(wcmsId: $w) { canOpen level } }';
const UPLOAD = 'mutation UploadAlerts($rows: [AlertRowInput!]!) { uploadAlerts(rows: $rows) { count } }';
const alertRow = {
  organisation: '1001',
  title: 'Clinical system outage',
  message: 'The clinical system is unavailable from 18:00 to 20:00 tonight.',
  severity: 'warning',
  expires: '',
};

describe('super-user mode (spec §6, §9)', () => {
  it('the allowed account turns it off: at once it acts for no other organisation and cannot upload alerts; on again, back', async () => {
    expect((await as(SUPER, VIEWER)).data?.viewer).toMatchObject({ isSuperUser: true, mayToggleSuperUserMode: true });
    expect(((await as(SUPER, ALL)).data?.organisations as Json[]).length).toBeGreaterThan(1);

    expect((await as(SUPER, SET, { on: false })).data?.setSuperUserMode).toEqual({
      isSuperUser: false,
      mayToggleSuperUserMode: true,
    });
    // the same token: the server reads the flag on every call
    expect((await as(SUPER, VIEWER)).data?.viewer).toMatchObject({ isSuperUser: false, organisations: [] });
    expect((await as(SUPER, ALL)).data?.organisations).toEqual([]);
    const upload = await as(SUPER, UPLOAD, { rows: [alertRow] });
    expect(upload.errors?.[0]).toMatchObject({ message: STAFF_ALERT_MESSAGES.superUserOnly });
    // acting for an organisation it is not a member of: refused
    expect((await as(SUPER, CONSOLE, { w: '1001' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await as(SUPER, SET, { on: true })).data?.setSuperUserMode).toMatchObject({ isSuperUser: true });
    expect(((await as(SUPER, ALL)).data?.organisations as Json[]).length).toBeGreaterThan(1);
    expect((await as(SUPER, UPLOAD, { rows: [alertRow] })).data?.uploadAlerts).toEqual({ count: 1 });
    expect((await as(SUPER, CONSOLE, { w: '1001' })).data?.consoleAccess).toMatchObject({ canOpen: true });
  });

  it('any other account is refused (403) and may not turn it on for itself', async () => {
    const refused = await as(MANAGER, SET, { on: true });
    expect(refused.errors?.[0]).toMatchObject({
      message: SUPER_USER_MODE_MESSAGES.notAllowed,
      extensions: { code: 'FORBIDDEN' },
    });
    const [manager] = await t.database.db.select().from(users).where(eq(users.id, MANAGER));
    expect(manager?.isSuperUser).toBe(false);
    expect((await as(MANAGER, VIEWER)).data?.viewer).toMatchObject({
      isSuperUser: false,
      mayToggleSuperUserMode: false,
    });
  });

  it('the flag in the database on any other account grants nothing', async () => {
    const other = await addUser(t.database.db, { isSuperUser: true, memberships: [{ wcmsId: 1001, role: 'full' }] });
    expect((await as(other.id, VIEWER)).data?.viewer).toMatchObject({
      isSuperUser: false,
      mayToggleSuperUserMode: false,
      organisations: [{ wcmsId: '1001' }],
    });
    expect(((await as(other.id, ALL)).data?.organisations as Json[]).map((o) => o.wcmsId)).toEqual(['1001']);
    expect((await as(other.id, UPLOAD, { rows: [alertRow] })).errors?.[0]).toMatchObject({
      message: STAFF_ALERT_MESSAGES.superUserOnly,
    });
    expect((await as(other.id, SET, { on: false })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('the allowed id comes from configuration (SUPER_USER_STAFF_ID)', async () => {
    const configured = await createTestApp({ clock, config: { superUserStaffId: MANAGER } });
    try {
      const token = (await configured.signIn(SUPER)).bearerToken;
      // the seed's super user is not the configured id: its flag grants nothing, and it may not toggle
      expect((await gql<Json>(configured, VIEWER, {}, { token })).data?.viewer).toMatchObject({
        isSuperUser: false,
        mayToggleSuperUserMode: false,
      });
      const managerToken = (await configured.signIn(MANAGER)).bearerToken;
      const on = await gql<Json>(configured, SET, { on: true }, { token: managerToken });
      expect(on.data?.setSuperUserMode).toEqual({ isSuperUser: true, mayToggleSuperUserMode: true });
      expect(
        ((await gql<Json>(configured, ALL, {}, { token: managerToken })).data?.organisations as Json[]).length,
      ).toBe(((await as(SUPER, ALL)).data?.organisations as Json[]).length);
    } finally {
      await configured.close();
    }
  });
});
