import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The reports' per-day rollup of requests (issue 18: the tabs answer from it in a few thousand rows instead of a
 * year of requests): per organisation, UK day, dimension and value, how many requests. Kept exactly in step with
 * `requests` by statement-level triggers (migration 0034_report_request_days: insert, update, delete and truncate,
 * each a -1 for the old row's facts and a +1 for the new row's, summed per key), so it is right inside the same
 * transaction as the change. A count can fall to 0 and stay (the queries sum). Dimensions (`facts` in the migration):
 * - received: UK day received, by type. received_hour: UK day received, label the UK hour (0–23).
 * - closed: UK day of the later of received and completed (open at an instant = received − closed before it).
 * - completed: UK day completed, by type, label the outcome ('' none), extra 'null' when the outcome is null.
 * - completed_method: UK day completed, label the consultation method ('' none).
 * - medical, medical_problem, medical_assignee, medical_group: medical requests by UK day received; label the
 *   priority (extra 'completed' once completed), subject, assigned user id ('' none), group id.
 */
export const reportRequestDays = pgTable(
  'report_request_days',
  {
    /** No foreign key: an organisation's deletion cascades to its requests, whose trigger then nets this to 0. */
    wcmsId: integer('wcms_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    /** md5 of type, label and extra: the unique key stays short whatever the label's length (a subject). */
    key: text('key').notNull(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    extra: text('extra').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [uniqueIndex('report_request_days_key_idx').on(t.wcmsId, t.dimension, t.day, t.key)],
);
