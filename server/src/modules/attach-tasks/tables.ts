import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clinicalSystems, organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** spec §3 Queued message type. */
export const attachTaskTypes = ['outbound', 'video_call', 'outbound_submit', 'retry'] as const;
export type AttachTaskType = (typeof attachTaskTypes)[number];

/**
 * spec §4 Attach tasks queue: queued → success, or failed (stays queued and is retried), or final_failure (set to
 * manual after the last attempt), or removed by a user.
 */
export const attachTaskStates = ['queued', 'success', 'failed', 'final_failure', 'removed'] as const;
export type AttachTaskState = (typeof attachTaskStates)[number];

export type QueuedCode = {
  scheme: string;
  value: string;
  term?: string | null;
  descriptionId?: string | null;
  dataValue?: { value: string; uom?: string | null } | null;
  description?: string | null;
  notes?: string | null;
  isFreeText?: boolean;
};

/** What the desktop client attaches for a task (spec §3 Queued message fields). */
export type QueuedPayload = {
  title: string;
  heading?: string | null;
  detail?: string | null;
  nhsNumber?: string | null;
  staffId?: string | null;
  staffGuid?: string | null;
  dateAttached?: string | null;
  dateCompleted?: string | null;
  codes?: QueuedCode[];
  urls?: { url: string; comments?: string | null }[];
  reportFile?: string | null;
};

/**
 * An attach task (spec §3): one record to attach to the clinical system for messages (requests, outbound
 * messages or video appointments: message_ids, no foreign key as they live in different tables).
 */
export const attachTasks = pgTable(
  'attach_tasks',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    messageIds: integer('message_ids').array().notNull(),
    type: text('type', { enum: attachTaskTypes }).notNull(),
    versionNumber: integer('version_number').notNull().default(1),
    patientId: text('patient_id'),
    clientId: text('client_id'),
    vixieVersion: integer('vixie_version'),
    clinicalSystem: text('clinical_system', { enum: clinicalSystems }).notNull(),
    codedAttachedToPcs: boolean('coded_attached_to_pcs').notNull().default(false),
    state: text('state', { enum: attachTaskStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nhsInvalid: boolean('nhs_invalid').notNull().default(false),
    payload: jsonb('payload').$type<QueuedPayload>().notNull(),
    outboundRequestId: integer('outbound_request_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('attach_tasks_pending_idx')
      .on(t.wcmsId, t.createdAt)
      .where(sql`state in ('queued', 'failed')`),
    index('attach_tasks_final_idx')
      .on(t.wcmsId, t.updatedAt.desc())
      .where(sql`state = 'final_failure'`),
    index('attach_tasks_messages_idx').using('gin', t.messageIds),
  ],
);

/** A file to attach with a task (spec §3 Task attachment file), fetched through task-attachments. */
export const attachTaskFiles = pgTable(
  'attach_task_files',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => attachTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [index('attach_task_files_task_idx').on(t.taskId)],
);
