import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

/** Where an entry came from: the GraphQL recordIm1Transaction (clinical IM1 calls) or the client-logs batch. */
export const transactionChannels = ['im1', 'client_log'] as const;

/**
 * The transaction log of spec §3: one row per desktop host call and its result (spec §7: every desktop call and
 * its result are logged to the server). wcms_id is null for calls made before an organisation was chosen.
 */
export const transactionLog = pgTable(
  'transaction_log',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id').references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: transactionChannels }).notNull(),
    method: text('method').notNull(),
    request: text('request'),
    response: text('response'),
    success: boolean('success').notNull(),
    responseTimeMilliseconds: integer('response_time_ms'),
    error: text('error'),
    apiId: integer('api_id'),
    clientVersion: text('client_version'),
    numAttachments: integer('num_attachments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('transaction_log_wcms_idx').on(t.wcmsId, t.createdAt.desc(), t.id.desc())],
);
