import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';
import { requests } from '../messages/tables.js';

/**
 * A staff notification (spec §3 Staff notification, the top bar's bell of spec §2): one user is told that a request
 * (message_id) is waiting for them at an organisation. At most one per user and request: a repeat refreshes it. It
 * lasts while the request waits for that user (see modules/notifications/service.ts for the rules).
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    body: text('body'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_notifications_user_message_idx').on(t.wcmsId, t.userId, t.messageId),
    index('staff_notifications_user_idx').on(t.wcmsId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('staff_notifications_message_idx').on(t.messageId),
  ],
);

/**
 * A clinician notification (spec §3 Clinician notification): something a clinician must act on, raised by the
 * server, e.g. a questionnaire that failed to attach to the clinical record (attach_task_id, outbound_request_id).
 * Attach tasks and outbound requests have no tables yet, so those ids carry no foreign key.
 */
export const clinicianNotifications = pgTable(
  'clinician_notifications',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attachTaskId: integer('attach_task_id'),
    messageId: integer('message_id').references(() => requests.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    outboundRequestId: integer('outbound_request_id'),
    /** The ad hoc video call a 'Video patient ready' notification is about: it opens the call, and goes when the call ends. */
    adhocVideoId: integer('adhoc_video_id'),
    subject: text('subject'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clinician_notifications_user_idx').on(t.wcmsId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('clinician_notifications_unread_idx')
      .on(t.wcmsId, t.userId)
      .where(sql`not ${t.read}`),
  ],
);
