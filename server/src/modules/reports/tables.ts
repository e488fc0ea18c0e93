import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
 * - first_time/<level>, done_time/<level>, medical_done_time/<level> (level 0–8): requests by the block of 2^level
 *   UK days (from 1 January 1900) they were received in, day the block's first day, label the duration bucket of
 *   their time to first staff action or to completion (report_request_times below; written by that table's trigger).
 * The tabs read it by organisation, dimension and range of days from report_request_days_cover_idx (written by hand in
 * migration 0039_report_covering_indexes: it includes type, label, extra and n, so no heap page is read; every
 * dimension but medical_problem, whose labels are subjects of any length).
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

/**
 * Each request's time to its first staff action (metric 'first', minutes) and to completion ('done', hours), the
 * values the reports' medians and 90th percentiles are taken of (percentiles.ts), with the duration `bucket` they
 * fall in (report_time_bucket in migration 0037_report_times_staff_days: fixed edges in seconds, so a bucket's
 * values all sort before the next bucket's). Kept exact by triggers on requests and request_thread (a request's
 * row is recomputed when its times can have changed); a trigger on this table counts it into report_request_days
 * (first_time/<level>, done_time/<level>, medical_done_time/<level>). A percentile finds its bucket from the counts of
 * the few day blocks that make up its period and then reads only that bucket's rows (report_request_times_bucket_idx).
 */
export const reportRequestTimes = pgTable(
  'report_request_times',
  {
    /** No foreign key: the triggers on requests remove a deleted request's rows. */
    requestId: integer('request_id').notNull(),
    metric: text('metric', { enum: ['first', 'done'] }).notNull(),
    wcmsId: integer('wcms_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    bucket: smallint('bucket').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.metric] }),
    index('report_request_times_bucket_idx').on(t.wcmsId, t.metric, t.bucket, t.receivedAt, t.type, t.value),
  ],
);

/**
 * Staff actions (entries a colleague wrote in a request's thread) per organisation, UK day and colleague, for the
 * Usage tab's active staff: kept exact by triggers on request_thread (and requests: a deleted request's entries are
 * taken off before they cascade) in migration 0037_report_times_staff_days.
 */
export const reportStaffDays = pgTable(
  'report_staff_days',
  {
    wcmsId: integer('wcms_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    actions: integer('actions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wcmsId, t.day, t.userId] })],
);
