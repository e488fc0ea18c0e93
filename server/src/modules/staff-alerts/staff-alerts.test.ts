import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { staffAlertAcknowledgements } from './tables.js';
import { ALERT_PROBLEM_MESSAGES, STAFF_ALERT_MESSAGES } from './rules.js';

const SUPER = 1;
const CLINICIAN = 2; // Riverside only
const MANAGER = 4; // Riverside and Hillview
const VPN = '10.20.30.40';
const OFF_VPN = '203.0.113.9';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const tokens = new Map<number, string>();
async function as(userId: number, query: string, variables: Record<string, unknown> = {}, remoteAddress?: string) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return gql<Json>(t, query, variables, { token: tokens.get(userId)!, ...(remoteAddress ? { remoteAddress } : {}) });
}

const UPLOAD =
  'mutation UploadAlerts($rows: [AlertRowInput!]!) { uploadAlerts(rows: $rows) { uploadId count organisations } }';
const ALERTS =
  'query StaffAlerts($w: ID!) { staffAlerts(wcmsId: $w) { id title message severity expiresOn acknowledgedAt } }';
const ACK =
  'mutation AcknowledgeStaffAlert($w: ID!, $a: ID!) { acknowledgeStaffAlert(wcmsId: $w, alertId: $a) { id acknowledgedAt } }';

const row = (over: Partial<Record<string, string>> = {}) => ({
  organisation: '1001',
  title: 'Clinical system outage',
  message: 'The clinical system is unavailable from 18:00 to 20:00 tonight.',
  severity: 'warning',
  expires: '',
  ...over,
});

describe('alerts upload', () => {
  it('is for super users on the VPN only', async () => {
    const manager = await as(MANAGER, UPLOAD, { rows: [row()] }, VPN);
    expect(manager.errors?.[0]).toMatchObject({
      message: STAFF_ALERT_MESSAGES.superUserOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    const offVpn = await as(SUPER, UPLOAD, { rows: [row()] }, OFF_VPN);
    expect(offVpn.errors?.[0]).toMatchObject({ message: STAFF_ALERT_MESSAGES.vpnRequired });
    expect((await as(CLINICIAN, ALERTS, { w: '1001' })).data?.staffAlerts).toEqual([]);
  });

  it('saves nothing while any row is bad, naming each bad row and field', async () => {
    const result = await as(
      SUPER,
      UPLOAD,
      {
        rows: [
          row(),
          row({ organisation: '999999', title: '' }),
          row({ severity: 'loud', expires: '2026-02-30' }),
          row({ expires: '2026-03-01' }),
          row({ expires: '2028-03-03' }),
        ],
      },
      VPN,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      'rows.2.organisation': STAFF_ALERT_MESSAGES.unknownOrganisation,
      'rows.2.title': ALERT_PROBLEM_MESSAGES.title_required,
      'rows.3.severity': ALERT_PROBLEM_MESSAGES.severity_invalid,
      'rows.3.expires': ALERT_PROBLEM_MESSAGES.expires_invalid,
      'rows.4.expires': ALERT_PROBLEM_MESSAGES.expires_past,
      'rows.5.expires': ALERT_PROBLEM_MESSAGES.expires_too_far,
    });
    expect((await as(CLINICIAN, ALERTS, { w: '1001' })).data?.staffAlerts).toEqual([]);
    expect((await as(SUPER, UPLOAD, { rows: [] }, VPN)).errors?.[0]?.message).toBe(STAFF_ALERT_MESSAGES.noRows);
  });

  it('shows each organisation its own alerts until they expire, with acknowledgements per staff member', async () => {
    const upload = await as(
      SUPER,
      UPLOAD,
      {
        rows: [
          row(),
          row({ organisation: '1002', title: 'Hillview only', severity: 'Urgent' }),
          row({ title: 'Short notice', severity: 'information', expires: '2026-03-03' }),
        ],
      },
      VPN,
    );
    expect(upload.data?.uploadAlerts).toMatchObject({ count: 3, organisations: 2 });

    const riverside = (await as(CLINICIAN, ALERTS, { w: '1001' })).data?.staffAlerts as Json[];
    expect(riverside.map((a) => a.title).sort()).toEqual(['Clinical system outage', 'Short notice']);
    expect(riverside.every((a) => a.acknowledgedAt === null)).toBe(true);
    // the clinician is not a member of Hillview
    expect((await as(CLINICIAN, ALERTS, { w: '1002' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hillview = (await as(MANAGER, ALERTS, { w: '1002' })).data?.staffAlerts as Json[];
    expect(hillview).toEqual([expect.objectContaining({ title: 'Hillview only', severity: 'urgent' })]);

    const outage = riverside.find((a) => a.title === 'Clinical system outage')!;
    const ack = await as(CLINICIAN, ACK, { w: '1001', a: outage.id });
    expect(ack.data?.acknowledgeStaffAlert.acknowledgedAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    // acknowledging again keeps the first time
    const again = await as(CLINICIAN, ACK, { w: '1001', a: outage.id });
    expect(again.data?.acknowledgeStaffAlert.acknowledgedAt).toBe(ack.data?.acknowledgeStaffAlert.acknowledgedAt);
    // per staff member: the manager has not acknowledged it
    const managers = (await as(MANAGER, ALERTS, { w: '1001' })).data?.staffAlerts as Json[];
    expect(managers.find((a) => a.id === outage.id)?.acknowledgedAt).toBeNull();
    const rows = await t.database.db
      .select()
      .from(staffAlertAcknowledgements)
      .where(eq(staffAlertAcknowledgements.alertId, Number(outage.id)));
    expect(rows.map((r) => r.userId)).toEqual([CLINICIAN]);
    // an alert of another organisation cannot be acknowledged through this one
    const hillviewAlert = hillview[0]!;
    expect((await as(MANAGER, ACK, { w: '1001', a: hillviewAlert.id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );

    // after its expiry day the short notice is gone
    clock.set(new Date('2026-03-04T09:00:00Z'));
    tokens.clear(); // two days on, the bearer tokens have expired
    const later = (await as(CLINICIAN, ALERTS, { w: '1001' })).data?.staffAlerts as Json[];
    expect(later.map((a) => a.title)).toEqual(['Clinical system outage']);
  });
});
