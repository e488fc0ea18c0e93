import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

// Appointment arrivals and patient call screens (spec §1, §3, §4, §5): the console settings, the devices that
// registered with them, and one row per arrival (the reports' source).

/** A waiting area patients are sent to after checking in (spec §3 Waiting area). */
export const waitingAreas = pgTable(
  'waiting_areas',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    instructions: text('instructions').notNull(),
  },
  // spec §5: name unique (within the organisation, without regard to case)
  (t) => [uniqueIndex('waiting_areas_name_idx').on(t.wcmsId, sql`lower(${t.name})`)],
);

/**
 * One session of a consulting staff member's weekly schedule (spec §3 Consulting staff schedule): on weekday
 * (1 Monday … 7 Sunday) all day, or from start to end (UK local time, HH:MM), patients wait in the waiting area.
 */
export const staffSchedules = pgTable(
  'staff_schedules',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    /** The clinical system's staff id (clinical_staff.id). */
    staffId: text('staff_id').notNull(),
    weekday: integer('weekday').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    start: text('start'),
    end: text('end'),
    waitingAreaId: integer('waiting_area_id')
      .notNull()
      .references(() => waitingAreas.id, { onDelete: 'restrict' }),
  },
  (t) => [index('staff_schedules_staff_idx').on(t.wcmsId, t.staffId, t.weekday)],
);

export const healthPodInputs = ['blood-pressure', 'weight', 'height'] as const;
export type HealthPodInput = (typeof healthPodInputs)[number];

export const licenceStates = ['registered', 'suspended', 'reset'] as const;
export type LicenceState = (typeof licenceStates)[number];

/** A check-in touchscreen (kiosk) of the practice (spec §3 Touchscreen, §4 licence). */
export const touchscreens = pgTable(
  'touchscreens',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 4 digits; unique in the organisation, as a kiosk registers with the organisation id and this code. */
    code: text('code').notNull(),
    infoMessage: text('info_message'),
    minutesEarly: integer('minutes_early').notNull(),
    minutesLate: integer('minutes_late').notNull(),
    licence: text('licence', { enum: licenceStates }).notNull().default('registered'),
    /** The practice site (a clinical session location) this touchscreen stands in; shown on its start screen. */
    location: text('location'),
    /** Location lock: the kiosk checks in only appointments at its location. */
    locationLock: boolean('location_lock').notNull().default(false),
    /** The questionnaire asked after check-in: up to 5 yes/no questions (none: no questionnaire). */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    /** Review response: the answers are shown to the clinician beside the arrived patient, flagged for review. */
    reviewResponse: boolean('review_response').notNull().default(false),
    /** Health pod inputs: which readings the kiosk asks for after check-in. */
    healthPod: jsonb('health_pod').$type<HealthPodInput[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('touchscreens_code_idx').on(t.wcmsId, t.code)],
);

export const notificationSounds = ['none', 'chime', 'bell'] as const;
export type NotificationSound = (typeof notificationSounds)[number];
export const patientNameFormats = ['forename-initial', 'full-name'] as const;
export type PatientNameFormat = (typeof patientNameFormats)[number];

/** A TV call screen in a waiting room (spec §3 TV screen). */
export const tvScreens = pgTable(
  'tv_screens',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    notificationSound: text('notification_sound', { enum: notificationSounds }).notNull().default('chime'),
    announce: boolean('announce').notNull().default(false),
    /** How the patient is named on the screen ("as the practice configures it"). */
    nameFormat: text('name_format', { enum: patientNameFormats }).notNull().default('forename-initial'),
  },
  (t) => [uniqueIndex('tv_screens_code_idx').on(t.wcmsId, t.code)],
);

/** A news item shown on TV screens until it expires (spec §3 TV screen news items); no screens = every screen. */
export const tvNewsItems = pgTable('tv_news_items', {
  id: serial('id').primaryKey(),
  wcmsId: integer('wcms_id')
    .notNull()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }),
  screenIds: jsonb('screen_ids').$type<number[]>().notNull().default([]),
});

export const deviceKinds = ['touchscreen', 'tv'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/**
 * A browser registered as a touchscreen or a TV screen with its code. The device keeps a random token (only its
 * hash is stored) that scopes every device call to that one touchscreen or screen.
 */
export const arrivalDevices = pgTable(
  'arrival_devices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: deviceKinds }).notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    touchscreenId: integer('touchscreen_id').references(() => touchscreens.id, { onDelete: 'cascade' }),
    tvScreenId: integer('tv_screen_id').references(() => tvScreens.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('arrival_devices_token_idx').on(t.tokenHash)],
);

/**
 * A registration with a wrong code (a touchscreen or TV code is only 4 digits, so it could be guessed): counted per
 * client address and per organisation over a window to refuse further tries (schema/rules DEVICE_REGISTRATION_LIMIT).
 * Kept a day, then dropped. No reference to the organisation: the id tried may not exist.
 */
export const arrivalDeviceAttempts = pgTable(
  'arrival_device_attempts',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('arrival_device_attempts_org_idx').on(t.wcmsId, t.at),
    index('arrival_device_attempts_ip_idx').on(t.ip, t.at),
  ],
);

export const arrivalMethods = ['kiosk', 'mobile', 'reception'] as const;
export type ArrivalMethod = (typeof arrivalMethods)[number];

/**
 * One patient's arrival for one appointment (spec §1 appointment arrivals; reports tab "appointment arrivals"):
 * how they arrived, when, where they were sent, and when the clinician called them. Kept after the day so
 * reports can aggregate by day, method, clinician, waiting area and waiting time (called_at - arrived_at).
 */
export const arrivals = pgTable(
  'arrivals',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    /** clinical_appointments.id of the test-variant clinical system (or a real system's id, as text). */
    appointmentId: text('appointment_id').notNull(),
    appointmentStart: timestamp('appointment_start', { withTimezone: true }).notNull(),
    clinicalPatientId: text('clinical_patient_id').notNull(),
    consultingStaffId: text('consulting_staff_id').notNull(),
    method: text('method', { enum: arrivalMethods }).notNull(),
    touchscreenId: integer('touchscreen_id').references(() => touchscreens.id, { onDelete: 'set null' }),
    waitingAreaId: integer('waiting_area_id').references(() => waitingAreas.id, { onDelete: 'set null' }),
    /** The waiting area's name when the patient arrived (kept if the area is renamed or removed). */
    waitingAreaName: text('waiting_area_name'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }),
    calledBy: integer('called_by').references(() => users.id, { onDelete: 'set null' }),
    /** Health pod readings entered with the arrival (blood pressure, weight, height), when any. */
    readings: jsonb('readings').$type<Record<string, number>>(),
    /** The touchscreen questionnaire's answers, when the patient gave them. */
    answers: jsonb('answers').$type<{ question: string; answer: 'yes' | 'no' }[]>(),
    /** The touchscreen had review response on: the answers are shown to the clinician, flagged for review. */
    reviewResponse: boolean('review_response').notNull().default(false),
  },
  (t) => [
    uniqueIndex('arrivals_appointment_idx').on(t.wcmsId, t.appointmentId),
    index('arrivals_day_idx').on(t.wcmsId, t.arrivedAt),
    index('arrivals_staff_idx').on(t.consultingStaffId, t.arrivedAt),
  ],
);
