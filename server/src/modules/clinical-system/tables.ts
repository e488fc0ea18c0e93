import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

// The test-variant clinical system (spec §3 id 90, ARCHITECTURE §5 providers): the patients, staff, appointment
// books and appointments that a real practice's clinical system would hold, one set per organisation. Ids are
// the clinical system's own (text), as a real system's would be.

/** A patient registered at the organisation (spec §3 Patient, clinical API). */
export const clinicalPatients = pgTable(
  'clinical_patients',
  {
    id: text('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    title: text('title'),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    nhsNumber: text('nhs_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: text('sex'),
    primaryEmail: text('primary_email'),
    primaryPhone: text('primary_phone'),
    mobilePhone: text('mobile_phone'),
    workPhone: text('work_phone'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    address4: text('address4'),
    address5: text('address5'),
    postcode: text('postcode'),
    /** The patient has given explicit consent to text messages (recorded in their record, as practices code it). */
    smsConsent: boolean('sms_consent').notNull().default(false),
    /** The patient holds an NHS App account that can receive messages from the practice. */
    nhsApp: boolean('nhs_app').notNull().default(false),
  },
  (t) => [
    uniqueIndex('clinical_patients_nhs_idx').on(t.wcmsId, t.nhsNumber),
    index('clinical_patients_surname_idx').on(t.wcmsId, t.surname),
  ],
);

/** A member of staff in the clinical system (spec §3 Staff, clinical API); user_id links a Carebridge account. */
export const clinicalStaff = pgTable(
  'clinical_staff',
  {
    id: text('id').primaryKey(),
    /** The clinical system's global id of the staff member (spec §3 clinicalStaffGuid), e.g. for auto sign-in. */
    guid: uuid('guid').notNull().defaultRandom(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    appointmentStaffId: text('appointment_staff_id'),
    mnemonic: text('mnemonic'),
    title: text('title'),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    sex: text('sex'),
    active: boolean('active').notNull().default(true),
    consult: boolean('consult').notNull().default(false),
    /** The staff member's role as the practice describes it (GP, Practice nurse, …). */
    jobTitle: text('job_title'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('clinical_staff_org_idx').on(t.wcmsId)],
);

export const slotModes = ['face_to_face', 'telephone', 'video'] as const;
export type SlotMode = (typeof slotModes)[number];

/** An appointment slot type (spec §3 Slot type); mode says whether its appointments are by telephone or video. */
export const clinicalSlotTypes = pgTable('clinical_slot_types', {
  id: text('id').primaryKey(),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mode: text('mode', { enum: slotModes }).notNull().default('face_to_face'),
});

/** An appointment book's owner (spec §3 Appointment owner): a clinician, or a shared book such as a clinic. */
export const clinicalAppointmentOwners = pgTable('clinical_appointment_owners', {
  id: text('id').primaryKey(),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  staffId: text('staff_id').references(() => clinicalStaff.id, { onDelete: 'set null' }),
});

/**
 * A weekly session in an owner's appointment book: on weekday (1 Monday … 5 Friday) from start to end (UK local
 * time, HH:MM), cut into slots of slot_minutes of one slot type. Slots are materialised into clinical_appointments
 * for the days a caller asks about.
 */
export const clinicalSessions = pgTable('clinical_sessions', {
  id: serial('id').primaryKey(),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => clinicalAppointmentOwners.id, { onDelete: 'cascade' }),
  staffId: text('staff_id')
    .notNull()
    .references(() => clinicalStaff.id, { onDelete: 'cascade' }),
  slotTypeId: text('slot_type_id')
    .notNull()
    .references(() => clinicalSlotTypes.id, { onDelete: 'cascade' }),
  weekday: integer('weekday').notNull(),
  start: text('start').notNull(),
  end: text('end').notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  /** The practice site the session is held at (a touchscreen's location); null for the practice's only site. */
  location: text('location'),
});

export const appointmentStatuses = [
  'Available',
  'Booked',
  'Waiting',
  'Arrived',
  'Sent in',
  'Finished',
  'Did not attend',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/**
 * An appointment slot (spec §3 Appointment): free while patient_id is null (status Available), booked once a
 * patient holds it. One slot per session and start time.
 */
export const clinicalAppointments = pgTable(
  'clinical_appointments',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => clinicalSessions.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    slotTypeId: text('slot_type_id')
      .notNull()
      .references(() => clinicalSlotTypes.id),
    /** The appointment's type as booked (the slot type's name unless the booking gave another). */
    type: text('type'),
    consultingStaffId: text('consulting_staff_id')
      .notNull()
      .references(() => clinicalStaff.id),
    status: text('status', { enum: appointmentStatuses }).notNull().default('Available'),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    preventSelfCheckIn: boolean('prevent_self_check_in').notNull().default(false),
    patientId: text('patient_id').references(() => clinicalPatients.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Extra holders of the session beyond the consulting staff member (names). */
    sessionHolders: jsonb('session_holders').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('clinical_appointments_slot_idx').on(t.sessionId, t.startTime),
    index('clinical_appointments_time_idx').on(t.wcmsId, t.startTime),
    index('clinical_appointments_staff_idx').on(t.consultingStaffId, t.startTime),
    index('clinical_appointments_patient_idx').on(t.patientId),
  ],
);

/** The UK days whose slots have been made in clinical_appointments (see ensureSlots). */
export const clinicalBookDays = pgTable(
  'clinical_book_days',
  {
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.wcmsId, t.day] })],
);

/** Spec §3 Cached clinical patient id: the clinical system's patient id for an NHS number, per organisation. */
export const clinicalPatientIdCache = pgTable(
  'clinical_patient_id_cache',
  {
    nhsNumber: text('nhs_number').notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    clinicalSystem: text('clinical_system').notNull(),
    clinicalPatientId: text('clinical_patient_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('clinical_patient_id_cache_key_idx').on(t.nhsNumber, t.wcmsId, t.clinicalSystem)],
);
