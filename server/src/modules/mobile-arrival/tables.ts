import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { clinicalAppointments } from '../clinical-system/tables.js';

// Mobile arrival (spec §3, §5): the practice's settings, its branch locations and the one-time links patients'
// phones check in with.

/** Whether the practice offers arrival by phone, and the message the phone shows (spec §3 Mobile arrival). */
export const mobileArrivalSettings = pgTable('mobile_arrival_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  infoMessage: text('info_message'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One branch's practice location (chosen on a map) with its arrive-within distance and the appointment location it
 * serves; several per practice, unique across branches (spec §5).
 */
export const mobileArrivalLocations = pgTable(
  'mobile_arrival_locations',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    appointmentLocation: text('appointment_location'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distanceMetres: integer('distance_metres').notNull(),
  },
  (t) => [
    index('mobile_arrival_locations_org_idx').on(t.wcmsId, t.position),
    uniqueIndex('mobile_arrival_locations_name_idx')
      .on(t.wcmsId, sql`lower(${t.appointmentLocation})`)
      .where(sql`${t.appointmentLocation} is not null`),
  ],
);

/**
 * A one-time arrival link of one appointment, sent in the appointment's SMS. Only the token's hash is kept; the token
 * is opaque (no patient identifier). Used once the phone has checked in.
 */
export const mobileArrivalTokens = pgTable(
  'mobile_arrival_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => clinicalAppointments.id, { onDelete: 'cascade' }),
    /** The patient the appointment was booked for when the link was sent: a slot rebooked by another is not theirs. */
    patientId: text('patient_id').notNull(),
    /** How the link was sent: in a reminder, or in the arrival SMS on the day. */
    sentWith: text('sent_with', { enum: ['reminder', 'same-day'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mobile_arrival_tokens_hash_idx').on(t.tokenHash),
    index('mobile_arrival_tokens_appointment_idx').on(t.appointmentId),
    // one arrival SMS on the day per appointment and patient, even when several nodes run the job
    uniqueIndex('mobile_arrival_tokens_same_day_idx')
      .on(t.appointmentId, t.patientId)
      .where(sql`${t.sentWith} = 'same-day'`),
  ],
);
