import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { organisations } from '../organisations/index.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { attachTasks } from '../attach-tasks/index.js';
import { outboundRequests } from './tables.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const RECEPTION = 3;

async function send(payload: Record<string, unknown>) {
  const { headers } = await t.signIn(RECEPTION);
  const response = await t.app.inject({ method: 'POST', url: '/api/outbound/wcms_id/1001', headers, payload });
  return { status: response.statusCode, body: response.json() as Json };
}

async function practiceAndSender(id: number) {
  const [org] = await t.database.db.select().from(organisations).where(eq(organisations.wcmsId, 1001));
  const [request] = await t.database.db.select().from(outboundRequests).where(eq(outboundRequests.id, id));
  return { practice: org!.name, staff: request!.createdByName };
}

describe('template placeholders in an outbound send', () => {
  it('fills each CSV recipient’s own first name, the practice and the sender, in the SMS and the clinical record', async () => {
    const { status, body } = await send({
      channel: 'sms',
      source: 'csv',
      body: 'Dear [patient first name], [practice name] invites you for a flu jab. [staff name]',
      recipients: [
        { nhs_number: '9434765919', mobile: '07700900123', forename: 'Ellie', surname: 'Morgan' },
        { nhs_number: '9991000003', mobile: '07700900124', forename: 'Arthur John', surname: 'Price' },
      ],
    });
    expect(status).toBe(201);
    // the message as written is kept; each recipient receives their own text
    expect(body.body).toContain('[patient first name]');
    const { practice, staff } = await practiceAndSender(body.id);
    const references = (body.recipients as Json[]).map((r) => `outbound-recipient-${r.id}`);
    const sent = await t.database.db.select().from(outboxMessages).where(inArray(outboxMessages.reference, references));
    const byRecipient = Object.fromEntries(sent.map((m) => [m.recipient, m.body]));
    expect(byRecipient['07700900123']).toBe(`Dear Ellie, ${practice} invites you for a flu jab. ${staff}`);
    expect(byRecipient['07700900124']).toBe(`Dear Arthur, ${practice} invites you for a flu jab. ${staff}`);
    const tasks = await t.database.db.select().from(attachTasks).where(eq(attachTasks.outboundRequestId, body.id));
    expect(tasks.map((task) => task.payload.detail).sort()).toEqual(
      [
        `Dear Arthur, ${practice} invites you for a flu jab. ${staff}`,
        `Dear Ellie, ${practice} invites you for a flu jab. ${staff}`,
      ].sort(),
    );
  });

  it('fills a template chosen without a body, for a single patient', async () => {
    const { body } = await send({
      channel: 'sms',
      body: 'Hello [Patient First Name], this is [practice name].',
      recipients: [{ nhs_number: '9434765919', mobile: '07700900125', forename: 'Ellie', surname: 'Morgan' }],
    });
    const { practice } = await practiceAndSender(body.id);
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.reference, `outbound-recipient-${body.recipients[0].id}`));
    expect(message!.body).toBe(`Hello Ellie, this is ${practice}.`);
  });
});
