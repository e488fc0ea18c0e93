import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { requests } from '../messages/tables.js';

// the list of @contracts/rules/data-sharing (written out: drizzle-kit reads this file without the path alias)
const AGREEMENT_STATUSES = ['proposed', 'accepted', 'refused', 'ended'] as const;
const SHARING_CONSENT = ['given', 'denied'] as const;

/**
 * A data sharing agreement (spec §3 'data sharing agreements', §4 'Data sharing record: accepted or refused by the
 * recipient'): the proposing practice shares requests with the recipient organisation once the recipient accepts.
 * Who did what and when is kept; an ended or refused agreement stays as the record. At most one proposed or
 * accepted agreement per pair and direction.
 */
export const dataSharingAgreements = pgTable(
  'data_sharing_agreements',
  {
    id: serial('id').primaryKey(),
    proposerWcmsId: integer('proposer_wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    recipientWcmsId: integer('recipient_wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('proposed'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedByName: text('proposed_by_name').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedByName: text('ended_by_name'),
    /** The organisation whose staff member ended it. */
    endedByWcmsId: integer('ended_by_wcms_id'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_sharing_agreements_live_idx')
      .on(t.proposerWcmsId, t.recipientWcmsId)
      .where(sql`${t.status} in ('proposed', 'accepted')`),
    index('data_sharing_agreements_recipient_idx').on(t.recipientWcmsId),
  ],
);

/**
 * The patient's answer on sharing one request with another organisation (spec §4 'patient denies sharing'), as
 * staff recorded it. No row: the patient was not asked (sharing is not refused).
 */
export const requestSharingConsent = pgTable('request_sharing_consent', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  consent: text('consent', { enum: SHARING_CONSENT }).notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});
