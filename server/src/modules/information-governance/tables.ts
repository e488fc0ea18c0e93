import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

// the units of @contracts/rules/retention (written out: drizzle-kit reads this file without the path alias)
export const retentionUnits = ['days', 'months', 'years'] as const;

/**
 * An organisation's information governance settings (spec §3): how long completed requests with their files
 * (client) and completed Carebridge Consult video consultations (consult) are kept. No row means the defaults.
 */
export const informationGovernanceSettings = pgTable('information_governance_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  clientRetentionValue: integer('client_retention_value').notNull(),
  clientRetentionUnit: text('client_retention_unit', { enum: retentionUnits }).notNull(),
  consultRetentionValue: integer('consult_retention_value').notNull(),
  consultRetentionUnit: text('consult_retention_unit', { enum: retentionUnits }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const retentionRecordKinds = ['request', 'consult'] as const;
export type RetentionRecordKind = (typeof retentionRecordKinds)[number];

/**
 * The audit log of the deletion job: one row per record deleted (its id and reference only, never patient
 * details), the run that deleted it and how many files went with it. Kept after the record is gone, so no foreign
 * key to it; the organisation's rows go with the organisation.
 */
export const retentionDeletions = pgTable(
  'retention_deletions',
  {
    id: serial('id').primaryKey(),
    runId: text('run_id').notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: retentionRecordKinds }).notNull(),
    recordId: integer('record_id').notNull(),
    reference: text('reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    filesDeleted: integer('files_deleted').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('retention_deletions_org_idx').on(t.wcmsId, t.deletedAt.desc())],
);

/**
 * The nightly runs of scheduled jobs: a node claims a night by inserting its row (the primary key lets only one
 * node win), so with several nodes exactly one runs the job that night.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** The UK day of the run. */
    runOn: date('run_on', { mode: 'string' }).notNull(),
    runId: text('run_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deleted: integer('deleted'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
);
