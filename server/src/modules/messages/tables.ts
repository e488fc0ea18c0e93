import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { groups } from '../groups/tables.js';

export const requestTypes = ['admin', 'medical', 'outbound_response', 'health_data', 'simple_questionnaire'] as const;
export type RequestType = (typeof requestTypes)[number];

/** Spec §4 request statuses, in workflow order (status_asc sorts in this order). */
export const requestStatuses = ['new_request', 'triaged', 'waiting_for_patient', 'new_response', 'completed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Spec §4 priorities, most urgent first (priority_desc sorts in this order). */
export const priorities = ['urgent', 'same_day', 'routine', 'unprioritised'] as const;
export type Priority = (typeof priorities)[number];

/** Spec §4 Patient identity. */
export const identityStates = [
  'unmatched',
  'matched',
  'verified',
  'matched_and_verified',
  'matched_by_pds',
  'matched_by_nhs_login',
  'matched_by_provider',
] as const;
export type IdentityState = (typeof identityStates)[number];

export const fftStates = ['not_sent', 'scheduled', 'sent', 'answered'] as const;

export type Enquirer = {
  first_name: string;
  last_name: string;
  relationship: 'parent' | 'carer' | 'other';
  telephone?: string;
  email?: string;
  address?: string;
  postcode?: string;
  availability?: string;
  contact_preference?: 'telephone' | 'email' | 'sms';
};
/** The patient wrote in another language: body holds the English translation, original_body their own words. */
export type Translation = { language: string; enabled: boolean; original_body?: string | null };
/** A care navigation rule's suggestion (spec §4): the user applies it or ignores it. */
export type CareNavigation = {
  pool_id: number;
  pool_name: string;
  priority: Priority;
  ignored: boolean;
  applied?: boolean;
};
export type Answer = { question: string; answer: string };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres gives a Buffer, PGlite a Uint8Array
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A status's place in the workflow (new request, triaged, waiting for patient, new response, completed): the inbox's
 * status sort, spelled once for its query and its indexes. */
export const statusRank = (status: AnyPgColumn) =>
  sql`(case ${status} when 'new_request' then 0 when 'triaged' then 1 when 'waiting_for_patient' then 2 when 'new_response' then 3 else 4 end)`;

const OPEN = sql`status <> 'completed'`;

/**
 * A patient request (spec §3 Request). pool_id is the group it sits in; assigned_user_id the colleague it is
 * assigned to, if any (the API's assignee is that colleague, else the group). The patient is a snapshot of what the
 * patient (or staff on their behalf) submitted. unacknowledged_count counts patient messages in the thread not yet
 * acknowledged (kept in step by the service, in the same transaction). counted_on is the day the request was
 * counted against the organisation's daily limit for its type (null: not yet counted).
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(sql`'RQ-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    type: text('type', { enum: requestTypes }).notNull(),
    status: text('status', { enum: requestStatuses }).notNull().default('new_request'),
    priority: text('priority', { enum: priorities }).notNull().default('unprioritised'),
    /** 0 urgent … 3 unprioritised, for sorting by priority through an index. */
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case priority when 'urgent' then 0 when 'same_day' then 1 when 'routine' then 2 else 3 end`,
      ),
    subject: text('subject').notNull(),
    /** What the patient wrote (or staff wrote on their behalf). */
    body: text('body'),
    /** Questionnaire or custom question answers. */
    answers: jsonb('answers').$type<Answer[]>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => groups.id),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    consultationMethod: text('consultation_method'),
    patientName: text('patient_name').notNull(),
    patientBorn: date('patient_born', { mode: 'string' }),
    patientSex: text('patient_sex'),
    patientGender: text('patient_gender'),
    patientTelephone: text('patient_telephone'),
    patientEmail: text('patient_email'),
    patientAddress: text('patient_address'),
    patientNhsNumber: text('patient_nhs_number'),
    patientChiNumber: text('patient_chi_number'),
    identity: text('identity', { enum: identityStates }).notNull().default('unmatched'),
    clinicalPatientId: text('clinical_patient_id'),
    enquirer: jsonb('enquirer').$type<Enquirer>(),
    translation: jsonb('translation').$type<Translation>(),
    careNavigation: jsonb('care_navigation').$type<CareNavigation>(),
    fftState: text('fft_state', { enum: fftStates }),
    unacknowledgedCount: integer('unacknowledged_count').notNull().default(0),
    countedOn: date('counted_on', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // Chosen for the inbox queries (EXPLAIN-checked on 100,000 rows, see bench/measures/inbox-api.mjs): the default
  // inbox (open requests newest first), with completed, by status, by priority, per pool, assigned to someone,
  // needing attention, and the searches.
  (t) => [
    uniqueIndex('requests_reference_idx').on(t.reference),
    index('requests_open_received_idx').on(t.wcmsId, t.receivedAt.desc(), t.id.desc()).where(OPEN),
    index('requests_received_idx').on(t.wcmsId, t.receivedAt.desc(), t.id.desc()),
    index('requests_status_received_idx').on(t.wcmsId, t.status, t.receivedAt.desc(), t.id.desc()),
    index('requests_open_priority_idx').on(t.wcmsId, t.priorityRank, t.receivedAt.desc(), t.id.desc()).where(OPEN),
    index('requests_priority_idx').on(t.wcmsId, t.priorityRank, t.receivedAt.desc(), t.id.desc()),
    // the status sort, either way round, with the dates either way round (a forward or backward walk of one of them)
    index('requests_open_status_idx').on(t.wcmsId, statusRank(t.status), t.receivedAt.desc(), t.id.desc()).where(OPEN),
    index('requests_open_status_date_asc_idx')
      .on(t.wcmsId, statusRank(t.status), t.receivedAt.asc().nullsFirst(), t.id.asc().nullsFirst())
      .where(OPEN),
    index('requests_open_patient_idx')
      .on(t.wcmsId, sql`lower(${t.patientName})`, t.receivedAt.desc(), t.id.desc())
      .where(OPEN),
    // the organisation first: a pool's (or an assignee's) count is then an index-only scan, with no heap visit per
    // row to check wcms_id (EXPLAIN on 100,000 rows: pool_id=1's count fell from a 2,000-block bitmap heap scan)
    index('requests_open_pool_idx').on(t.wcmsId, t.poolId, t.receivedAt.desc(), t.id.desc()).where(OPEN),
    index('requests_pool_idx').on(t.wcmsId, t.poolId, t.receivedAt.desc(), t.id.desc()),
    index('requests_open_assignee_idx').on(t.wcmsId, t.assignedUserId, t.receivedAt.desc(), t.id.desc()).where(OPEN),
    index('requests_assignee_idx')
      .on(t.assignedUserId, t.receivedAt.desc(), t.id.desc())
      .where(sql`assigned_user_id is not null`),
    index('requests_attention_idx')
      .on(t.wcmsId, t.receivedAt.desc(), t.id.desc())
      .where(sql`unacknowledged_count > 0`),
    // the notifications pool (needing attention) of open requests, newest first, read in order and stopped at the page:
    // the planner cannot know that a completed request has nothing unacknowledged, so with only the index above it
    // intersected it with another open-requests index and sorted every match (EXPLAIN on 100,000 rows, PostgreSQL:
    // pool_id=-3 read 665 buffers in 4.9 ms; from this index 4 buffers in 0.05 ms)
    index('requests_open_attention_idx')
      .on(t.wcmsId, t.receivedAt.desc(), t.id.desc())
      .where(sql`status <> 'completed' and unacknowledged_count > 0`),
    // every filter column of the inbox, so a filtered list of open requests is counted from this index alone
    // (EXPLAIN on 100,000 rows, PostgreSQL: filters=priority:urgent,priority:same_day counted 3,419 rows through a
    // 3,032-block bitmap heap scan, 3,087 buffers; from this index 24)
    index('requests_open_filter_idx')
      .on(t.wcmsId, t.status, t.type, t.priority, t.assignedUserId, t.poolId)
      .where(OPEN),
    index('requests_nhs_number_idx').on(t.wcmsId, t.patientNhsNumber),
    // the reports' completed-in-range figures (outcomes, completion times)
    index('requests_completed_idx')
      .on(t.wcmsId, t.completedAt)
      .where(sql`completed_at is not null`),
    // the reports' one-type figures (Medical consultations: by priority, sent to the clinical system) as index-only
    // scans (EXPLAIN over a year of 100,000 requests on PGlite: 1.4 s of sequential scan to 0.13 s, under load)
    index('requests_type_received_idx').on(t.wcmsId, t.type, t.receivedAt, t.id, t.priority, t.completedAt),
    index('requests_patient_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.patientName})`),
    index('requests_subject_fts_idx').using('gin', sql`to_tsvector('simple', ${t.subject})`),
    // the open requests' searches from these alone: from the whole history's, an open search was a BitmapAnd with
    // every open request of the organisation, for the page and again for its count (EXPLAIN on 100,000 rows,
    // PostgreSQL: search_term=smi 17,386 index entries and 3.5 ms, from these 332 and 1.4 ms; cough 7.4 ms to 2.3 ms)
    index('requests_open_patient_name_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.patientName})`)
      .where(OPEN),
    index('requests_open_subject_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.subject})`)
      .where(OPEN),
  ],
);

export const threadKinds = [
  'patient_message',
  'staff_reply',
  'note',
  'status_change',
  'priority_change',
  'assignment',
  'reopen',
] as const;
export type ThreadKind = (typeof threadKinds)[number];

/**
 * The history of a request: patient messages, staff replies and notes, and an entry for every change (status,
 * priority, assignment, re-open). author_name is kept as written; author_user_id is null for the patient and
 * for entries the system made. acknowledged is set for patient messages only.
 */
export const requestThread = pgTable(
  'request_thread',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: threadKinds }).notNull(),
    body: text('body').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledged: boolean('acknowledged'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('request_thread_request_idx').on(t.requestId, t.createdAt)],
);

export const attachmentDirections = ['from_patient', 'to_patient'] as const;

/** Files from the patient, or uploaded by staff for the patient (spec §5 types, at most 10 MB). */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    direction: text('direction', { enum: attachmentDirections }).notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_attachments_request_idx').on(t.requestId)],
);

export const readingKinds = ['blood_pressure', 'weight', 'height', 'gad7', 'phq9', 'act'] as const;
export type ReadingKind = (typeof readingKinds)[number];

/** Health readings a patient sent (spec §3 Readings): blood pressure "128/82" mmHg, weight kg, height m, scores. */
export const requestReadings = pgTable(
  'request_readings',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: readingKinds }).notNull(),
    value: text('value').notNull(),
    unit: text('unit', { enum: ['mmHg', 'kg', 'm', 'cm'] }),
    /** The scale's total code (GAD-7, PHQ-9, ACT). */
    code: text('code'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_readings_request_idx').on(t.requestId)],
);

/** Per-user read state: a request is unread for a user until they open it (or after they mark it unread). */
export const requestReads = pgTable(
  'request_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] }), index('request_reads_request_idx').on(t.requestId)],
);

/** The view lock of a request (spec §4): held by one user until expires_at (config keepLockTime), renewable. */
export const requestLocks = pgTable('request_locks', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Spec §6: an organisation's daily limit per request type (no row: no limit; 0: none accepted). */
export const dailyLimits = pgTable(
  'daily_limits',
  {
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    requestType: text('request_type', { enum: requestTypes }).notNull(),
    dailyLimit: integer('daily_limit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wcmsId, t.requestType] })],
);

/** How many requests of a type an organisation took on each day (UK date), checked against daily_limits. */
export const assignmentCounts = pgTable(
  'assignment_counts',
  {
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    requestType: text('request_type', { enum: requestTypes }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.wcmsId, t.requestType, t.day] })],
);
