import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { createOutboxMessaging } from '../../providers/messaging/outbox.js';
import type { MessagingProvider } from '../../providers/messaging/provider.js';
import { outboxMessages } from '../../providers/messaging/tables.js';
import { outboundRecipients } from './tables.js';
import { OUTBOUND_RESUME_AFTER_MS, processOutbound, type DeliveryDeps } from './delivery.js';

/**
 * A node that stops mid-send (issue 21, spec §9 'none twice, none lost'): recipients are claimed, handed to the
 * provider, and only then is the provider's id recorded. A node cut off anywhere in between leaves a claim behind;
 * the next pass on any node sends it again under the same idempotency key, and the provider keeps one message.
 */
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
const RECEPTION = 3;
const RECIPIENTS = 40;

/** The embedded provider, or one that stops answering at a chosen point, as a node does when its process dies. */
type Cut = 'none' | 'before-handover' | 'after-handover';
let cut: Cut = 'none';
let handedOver = 0;
let real: MessagingProvider;
const provider: MessagingProvider = {
  send: (message) => real.send(message),
  async sendMany(messages) {
    if (cut === 'before-handover') return new Promise(() => {});
    const ids = await real.sendMany!(messages);
    handedOver += messages.length;
    if (cut === 'after-handover') return new Promise(() => {});
    return ids;
  },
  refreshReceipts: () => real.refreshReceipts!(),
  deliveryStates: (ids) => real.deliveryStates!(ids),
};

let t: TestApp;
let deps: DeliveryDeps;
beforeAll(async () => {
  t = await createTestApp({ clock, messaging: provider });
  real = createOutboxMessaging(t.database.db, clock);
  deps = { db: t.database.db, clock, messaging: provider, config: t.config };
});
afterAll(async () => t.close());

/** A message to RECIPIENTS patients, scheduled a minute ahead so that the test decides when it is dispatched. */
async function scheduleBatch(body: string) {
  const { headers } = await t.signIn(RECEPTION);
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
    nhs_number: '943 476 5919',
    mobile: `07700 900${String(100 + i)}`,
    forename: `Patient${i}`,
    surname: 'Resume',
  }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/outbound/wcms_id/1001',
    headers,
    payload: { channel: 'sms', body, recipients, send_at: new Date(clock.now().getTime() + 60_000).toISOString() },
  });
  expect(response.statusCode).toBe(201);
  clock.advance(61_000);
  return (response.json() as { id: number }).id;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await check()).toBe(true);
}

async function recipientsOf(requestId: number) {
  return t.database.db
    .select({
      id: outboundRecipients.id,
      outboxId: outboundRecipients.outboxMessageId,
      sendingKey: outboundRecipients.sendingKey,
    })
    .from(outboundRecipients)
    .where(eq(outboundRecipients.requestId, requestId));
}

/** How many outbox messages each recipient of the request has. */
async function messagesPerRecipient(requestId: number) {
  const ids = (await recipientsOf(requestId)).map((r) => `outbound-recipient-${r.id}`);
  const rows = await t.database.db
    .select({ reference: outboxMessages.reference, count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(inArray(outboxMessages.reference, ids))
    .groupBy(outboxMessages.reference);
  return ids.map((id) => rows.find((r) => r.reference === id)?.count ?? 0);
}

describe('a send cut off part way (the node stopped)', () => {
  it('after the provider took the messages: the resumed send keeps the provider’s one message each', async () => {
    const requestId = await scheduleBatch('Flu clinic on Saturday.');
    cut = 'after-handover';
    handedOver = 0;
    void processOutbound(deps);
    await until(async () => handedOver === RECIPIENTS);
    expect(await messagesPerRecipient(requestId)).toEqual(Array(RECIPIENTS).fill(1));
    // the claim is left behind, no provider id recorded
    expect((await recipientsOf(requestId)).every((r) => r.outboxId === null && r.sendingKey !== null)).toBe(true);

    cut = 'none';
    // not yet: another node may still be sending it
    clock.advance(OUTBOUND_RESUME_AFTER_MS - 1_000);
    await processOutbound(deps);
    expect((await recipientsOf(requestId)).every((r) => r.outboxId === null)).toBe(true);
    clock.advance(2_000);
    await processOutbound(deps);

    expect(await messagesPerRecipient(requestId)).toEqual(Array(RECIPIENTS).fill(1));
    const after = await recipientsOf(requestId);
    expect(after.every((r) => r.outboxId !== null && r.sendingKey === null)).toBe(true);
    // each recipient is linked to the message the provider already had, so its receipts arrive
    const linked = await t.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.id,
          after.map((r) => r.outboxId!),
        ),
      );
    expect(linked).toHaveLength(RECIPIENTS);
  });

  it('before the provider took them: the resumed send sends each once, none lost', async () => {
    const requestId = await scheduleBatch('Asthma reviews are open.');
    cut = 'before-handover';
    void processOutbound(deps);
    await until(async () => (await recipientsOf(requestId)).every((r) => r.sendingKey !== null));
    expect(await messagesPerRecipient(requestId)).toEqual(Array(RECIPIENTS).fill(0));

    cut = 'none';
    clock.advance(OUTBOUND_RESUME_AFTER_MS + 1_000);
    await processOutbound(deps);
    await processOutbound(deps);
    expect(await messagesPerRecipient(requestId)).toEqual(Array(RECIPIENTS).fill(1));
    expect((await recipientsOf(requestId)).every((r) => r.outboxId !== null && r.sendingKey === null)).toBe(true);
  });
});
