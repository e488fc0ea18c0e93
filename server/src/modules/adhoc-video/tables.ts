import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { requests } from '../messages/tables.js';

/** spec §3 patient_details of an ad hoc video appointment (snake case, as the REST contract has it). */
export type VideoPatientDetails = {
  forename?: string;
  surname?: string;
  date_of_birth?: string;
  mobile_numbers?: string[];
};

/**
 * An ad hoc video appointment (spec §3, §4 Video). uid is the guest link's unguessable id; room is the room's
 * name and room_key the video provider's secret for joining it. The clinician and patient ready times are set
 * when each joins the room; ended_dt and duration_seconds when the clinician ends the call; completed by
 * completeAdhocVideo. A guest link stops working at expires_dt, or once the appointment is completed.
 */
export const adhocVideos = pgTable(
  'adhoc_videos',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    patientNhsNumber: text('patient_nhs_number').notNull(),
    patientDetails: jsonb('patient_details').$type<VideoPatientDetails>().notNull(),
    messageId: integer('message_id').references(() => requests.id, { onDelete: 'set null' }),
    appointmentDt: timestamp('appointment_dt', { withTimezone: true }).notNull(),
    expiresDt: timestamp('expires_dt', { withTimezone: true }).notNull(),
    participants: integer('participants').notNull().default(0),
    room: text('room').notNull(),
    roomKey: text('room_key').notNull(),
    provider: text('provider', { enum: ['embedded', 'opentok'] }).notNull(),
    clinicianUserId: integer('clinician_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffGuid: text('staff_guid'),
    clinicianReadyDt: timestamp('clinician_ready_dt', { withTimezone: true }),
    patientReadyDt: timestamp('patient_ready_dt', { withTimezone: true }),
    /** When the invitation SMS was handed to the messaging provider. */
    invitedDt: timestamp('invited_dt', { withTimezone: true }),
    endedDt: timestamp('ended_dt', { withTimezone: true }),
    /** When a participant was last known to be in the call (joined, left, or found present by the stale sweep). */
    lastSeenDt: timestamp('last_seen_dt', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    completed: boolean('completed').notNull().default(false),
    /** The address the guest gave before joining (client settings: required unless email is optional). */
    guestEmail: text('guest_email'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('adhoc_videos_uid_idx').on(t.uid),
    index('adhoc_videos_patient_idx').on(t.wcmsId, t.patientNhsNumber, t.appointmentDt.desc()),
    index('adhoc_videos_message_idx')
      .on(t.messageId)
      .where(sql`message_id is not null`),
  ],
);

export type AdhocVideoRow = typeof adhocVideos.$inferSelect;
