import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import type { DeliveryState, MessagingProvider, OutgoingMessage } from './provider.js';
import { outboxMessages } from './tables.js';

/**
 * How the embedded gateway moves a message along, like a real SMS gateway's receipts: accepted (pending), queued
 * after 1 s, handed to the network (sent) 2 s later, and delivered 3 s after that, or failed for a recipient
 * ending in 000 (a number or NHS number the simulated network does not know).
 */
export const OUTBOX_STEPS = [
  { from: 'pending', to: 'queued', afterMs: 1_000 },
  { from: 'queued', to: 'sent', afterMs: 2_000 },
  { from: 'sent', to: 'delivered', afterMs: 3_000 },
] as const;
export const OUTBOX_UNDELIVERABLE_SUFFIX = '000';
export const OUTBOX_FAILURE_REASON = 'Not delivered: the recipient’s phone or NHS App account could not be reached';

function row(message: OutgoingMessage, now: Date) {
  return {
    id: randomUUID(),
    wcmsId: message.wcmsId ?? null,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    senderId: message.senderId ?? null,
    reference: message.reference ?? null,
    idempotencyKey: message.idempotencyKey ?? null,
    status: 'pending' as const,
    createdAt: now,
    updatedAt: now,
  };
}

/** Delivery states from outbox rows. */
export async function outboxDeliveryStates(db: Db, ids: string[]): Promise<DeliveryState[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: outboxMessages.id,
      status: outboxMessages.status,
      reason: outboxMessages.failureReason,
      updatedAt: outboxMessages.updatedAt,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.id, ids));
  return rows;
}

/** The ids of messages already in the outbox under these idempotency keys. */
export async function outboxIdsByKey(db: Db, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ id: outboxMessages.id, key: outboxMessages.idempotencyKey })
      .from(outboxMessages)
      .where(inArray(outboxMessages.idempotencyKey, keys.slice(i, i + 1000)));
    for (const r of rows) found.set(r.key!, r.id);
  }
  return found;
}

/**
 * Inserts messages into the outbox in chunks (one statement per chunk keeps a 20,000-recipient batch quick). A
 * message whose idempotency key is already there is not inserted again: its ids are those of the first insert.
 */
export async function insertOutbox(db: Db, rows: ReturnType<typeof row>[]): Promise<{ id: string }[]> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(outboxMessages)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
  }
  const keys = rows.flatMap((r) => (r.idempotencyKey ? [r.idempotencyKey] : []));
  const existing = keys.length > 0 ? await outboxIdsByKey(db, keys) : new Map<string, string>();
  return rows.map((r) => ({ id: (r.idempotencyKey && existing.get(r.idempotencyKey)) || r.id }));
}

/** The embedded messaging provider: messages go to outbox_messages, where a simulated gateway delivers them. */
export function createOutboxMessaging(db: Db, clock: Clock): Required<MessagingProvider> {
  return {
    async send(message) {
      const [sent] = await insertOutbox(db, [row(message, clock.now())]);
      return sent!;
    },
    async sendMany(messages) {
      const now = clock.now();
      return insertOutbox(
        db,
        messages.map((m) => row(m, now)),
      );
    },
    async refreshReceipts() {
      const now = clock.now().getTime();
      // each step in turn, so a message not looked at for a while moves through several; its updated_at is when
      // the receipt would have arrived
      for (const step of OUTBOX_STEPS) {
        const due = new Date(now - step.afterMs);
        const interval = sql.raw(`interval '${step.afterMs} milliseconds'`);
        const undeliverable = sql`${outboxMessages.recipient} like ${'%' + OUTBOX_UNDELIVERABLE_SUFFIX}`;
        if (step.to === 'delivered') {
          await db
            .update(outboxMessages)
            .set({
              status: sql`case when ${undeliverable} then 'failed' else 'delivered' end`,
              failureReason: sql`case when ${undeliverable} then ${OUTBOX_FAILURE_REASON} else null end`,
              updatedAt: sql`${outboxMessages.updatedAt} + ${interval}`,
            })
            .where(and(eq(outboxMessages.status, step.from), lte(outboxMessages.updatedAt, due)));
        } else {
          await db
            .update(outboxMessages)
            .set({ status: step.to, updatedAt: sql`${outboxMessages.updatedAt} + ${interval}` })
            .where(and(eq(outboxMessages.status, step.from), lte(outboxMessages.updatedAt, due)));
        }
      }
    },
    deliveryStates: (ids) => outboxDeliveryStates(db, ids),
  };
}

/** The outbox, newest first, optionally for one recipient (compared without regard to case). */
export async function listOutbox(db: Db, options: { recipient?: string | null; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient
    ? query.where(eq(sql`lower(${outboxMessages.recipient})`, options.recipient.trim().toLowerCase()))
    : query;
  return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(options.limit);
}
