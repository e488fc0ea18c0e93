import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import type { MessagingProvider } from '../../providers/messaging/provider.js';
import { processEmailNotifications } from './service.js';
import { notificationAddressError } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const CLINICIAN = 2;
const RECEPTION = 3; // basic console access: not enough for this advanced area
const MANAGER = 4;
const MINUTE = 60_000;
const ADDRESS = 'riverside.practice@nhs.uk';

async function rest(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, userId: number | null = MANAGER) {
  const headers = userId === null ? {} : (await t.signIn(userId)).headers;
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}
const save = (address: string | null, userId = MANAGER, wcmsId = 1001) =>
  rest('PUT', `/console/wcms_id/${wcmsId}/email-notifications`, { address }, userId);

const pass = (messaging?: MessagingProvider) =>
  processEmailNotifications({
    db: t.database.db,
    clock,
    config: t.config,
    messaging: messaging ?? createOutboxMessaging(t.database.db, clock),
  });

const emailsTo = (address: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, address), eq(outboxMessages.channel, 'email')))
    .orderBy(outboxMessages.createdAt);

const newRequest = () =>
  rest(
    'POST',
    '/messages/wcms_id/1001',
    {
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
    RECEPTION,
  );

describe('email notification settings', () => {
  it('are refused without a token, without console access, with basic access and for another organisation', async () => {
    expect((await rest('GET', '/console/wcms_id/1001/email-notifications', undefined, null)).status).toBe(401);
    expect((await rest('GET', '/console/wcms_id/1001/email-notifications', undefined, CLINICIAN)).status).toBe(403);
    expect(await rest('GET', '/console/wcms_id/1001/email-notifications', undefined, RECEPTION)).toMatchObject({
      status: 403,
      body: { message: 'You have not been given access to advanced settings' },
    });
    expect((await save(ADDRESS, RECEPTION)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/1002/email-notifications', undefined, RECEPTION)).status).toBe(403);
    expect(await rest('GET', '/console/wcms_id/1001/email-notifications')).toEqual({
      status: 200,
      body: { address: null, last_sent_at: null },
    });
  });

  it('accept only addresses ending in nhs.uk, nhs.scot or the deployment host (spec §5)', async () => {
    for (const bad of ['someone@gmail.com', 'not an email', 'x@nhs.uk.evil.com', '@nhs.uk']) {
      const { status, body } = await save(bad);
      expect(status).toBe(400);
      expect(body.fields.address).toBe('Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk');
    }
    for (const good of ['team@nhs.scot', 'inbox@carebridge.nhs.uk', 'Practice@Riverside.NHS.uk']) {
      expect((await save(good)).status).toBe(200);
    }
    expect((await rest('GET', '/console/wcms_id/1001/email-notifications')).body.address).toBe(
      'practice@riverside.nhs.uk',
    );
    expect(notificationAddressError('a@b.example.org', 'example.org')).toBeNull();
    expect((await save(null)).body).toEqual({ address: null, last_sent_at: null });
  });
});

describe('the notification email', () => {
  it('emails the count of new requests in Incoming requests at most once every 10 minutes', async () => {
    // requests before the address was set are not counted
    expect((await newRequest()).status).toBe(201);
    clock.advance(1_000);
    await save(ADDRESS, MANAGER);
    expect(await pass()).toBe(0);
    clock.advance(1_000);
    expect((await newRequest()).status).toBe(201);
    clock.advance(1_000);
    expect(await pass()).toBe(1);
    let emails = await emailsTo(ADDRESS);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Riverside Medical Centre: 1 new request in Incoming requests');
    expect(emails[0]!.body).toContain('1 new request has arrived in Incoming requests for Riverside Medical Centre');
    expect(emails[0]!.wcmsId).toBe(1001);
    expect((await rest('GET', '/console/wcms_id/1001/email-notifications')).body.last_sent_at).toBe(
      clock.now().toISOString(),
    );

    // two more within ten minutes: nothing until the ten minutes are up, then one email with both
    clock.advance(MINUTE);
    await newRequest();
    clock.advance(MINUTE);
    await newRequest();
    clock.advance(1_000);
    expect(await pass()).toBe(0);
    clock.advance(8 * MINUTE);
    expect(await pass()).toBe(1);
    emails = await emailsTo(ADDRESS);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toBe('Riverside Medical Centre: 2 new requests in Incoming requests');
    // nothing new: no email, however long it has been
    clock.advance(30 * MINUTE);
    expect(await pass()).toBe(0);
  });

  it('sends once when several nodes run the pass together, and counts again after a failed send', async () => {
    clock.advance(11 * MINUTE);
    await newRequest();
    clock.advance(1_000);
    const before = (await emailsTo(ADDRESS)).length;
    const sent = await Promise.all([pass(), pass(), pass()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await emailsTo(ADDRESS)).toHaveLength(before + 1);

    clock.advance(11 * MINUTE);
    await newRequest();
    clock.advance(1_000);
    const failing: MessagingProvider = {
      send: () => Promise.reject(new Error('provider down')),
    };
    await expect(pass(failing)).rejects.toThrow('provider down');
    expect(await emailsTo(ADDRESS)).toHaveLength(before + 1);
    expect(await pass()).toBe(1);
    const emails = await emailsTo(ADDRESS);
    expect(emails.at(-1)!.subject).toBe('Riverside Medical Centre: 1 new request in Incoming requests');
  });

  it('stops when the address is cleared', async () => {
    await save(null, MANAGER);
    clock.advance(11 * MINUTE);
    await newRequest();
    clock.advance(1_000);
    expect(await pass()).toBe(0);
  });
});
