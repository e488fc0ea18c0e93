import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../context.js';
import type { MessagingProvider, OutgoingMessage } from './provider.js';
import { outboxMessages } from './tables.js';

/** The embedded messaging provider: every message is written to outbox_messages, where it stays pending. */
export function createOutboxMessaging(db: Db, clock: Clock): MessagingProvider {
  return {
    async send(message: OutgoingMessage) {
      const id = randomUUID();
      const now = clock.now();
      await db.insert(outboxMessages).values({
        id,
        wcmsId: message.wcmsId ?? null,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      return { id };
    },
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
