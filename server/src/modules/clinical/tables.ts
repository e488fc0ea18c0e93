import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations, clinicalSystems } from '../organisations/tables.js';
import { users } from '../users/tables.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A coded entry as stored in the record (free-text codes are never stored as coded entries, spec §5). */
export type StoredCode = {
  scheme: string;
  value: string;
  term?: string | null;
  descriptionId?: string | null;
  dataValue?: string | null;
  uom?: string | null;
  description?: string | null;
  notes?: string | null;
};

/**
 * A record attached to a patient in the test-variant clinical system (ARCHITECTURE §5 providers): what the
 * attach call of spec §3 writes. clinical_patient_id is the clinical system's own patient id.
 */
export const clinicalRecords = pgTable(
  'clinical_records',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    clinicalPatientId: text('clinical_patient_id').notNull(),
    nhsNumber: text('nhs_number'),
    title: text('title').notNull(),
    heading: text('heading'),
    detail: text('detail'),
    staffId: text('staff_id'),
    /** The record's date, already moved by the 23:00 UTC rule of spec §5. */
    dateAttached: timestamp('date_attached', { withTimezone: true }).notNull(),
    type: text('type'),
    codes: jsonb('codes').$type<StoredCode[]>().notNull(),
    attachedBy: integer('attached_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clinical_records_patient_idx').on(t.wcmsId, t.clinicalPatientId, t.dateAttached)],
);

/** Files attached with a record. */
export const clinicalRecordAttachments = pgTable(
  'clinical_record_attachments',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => clinicalRecords.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [index('clinical_record_attachments_record_idx').on(t.recordId)],
);

/** spec §3 Default attach staff: records are attached under them when a staff member cannot attach (spec §6). */
export const defaultAttachStaff = pgTable(
  'default_attach_staff',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    clinicalSystem: text('clinical_system', { enum: clinicalSystems }).notNull(),
    staffId: text('staff_id').notNull(),
    staffGuid: text('staff_guid').notNull(),
    name: text('name').notNull(),
    vixieVersion: integer('vixie_version'),
  },
  (t) => [uniqueIndex('default_attach_staff_wcms_idx').on(t.wcmsId, t.clinicalSystem)],
);
