import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { clinicalAppointments, clinicalSlotTypes, clinicalStaff } from '../clinical-system/tables.js';

/**
 * An appointment self-book link (spec §3 'Appointment booking link': type, clinician, location, practice, expiry
 * date) sent by SMS to one patient. The patient opens /consult/book/{token} (no sign-in: the secret token is the only
 * key), sees the free slots of that type with that clinician and books one; the link is then used (appointment_id
 * set) and books nothing else. Expired after its expiry date (UK day).
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    nhsNumber: text('nhs_number').notNull(),
    mobile: text('mobile').notNull(),
    slotTypeId: text('slot_type_id')
      .notNull()
      .references(() => clinicalSlotTypes.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => clinicalStaff.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    practice: text('practice').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    outboxMessageId: text('outbox_message_id'),
    appointmentId: integer('appointment_id').references(() => clinicalAppointments.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('booking_links_token_idx').on(t.token), index('booking_links_org_idx').on(t.wcmsId, t.sentAt)],
);
