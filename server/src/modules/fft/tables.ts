import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { requests, type RequestType } from '../messages/tables.js';
import { users } from '../users/tables.js';

/** How an FFT invitation reaches the patient (spec §3 FFT settings: invitation method). */
export const fftInvitationMethods = ['sms', 'nhs_app'] as const;
export type FftInvitationMethod = (typeof fftInvitationMethods)[number];

/**
 * The organisation's Friends and Family Test settings (spec §3): which request types invite the patient once
 * completed (none: FFT is off), the delay in days (0: immediately), the appointment option and the method.
 */
export const fftSettings = pgTable('fft_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  requestTypes: jsonb('request_types').$type<RequestType[]>().notNull().default([]),
  sendDelayDays: integer('send_delay_days').notNull().default(0),
  appointmentOption: boolean('appointment_option').notNull().default(false),
  invitationMethod: text('invitation_method', { enum: fftInvitationMethods }).notNull().default('sms'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One FFT invitation per completed request of a chosen type, sent at send_at through the messaging provider; the
 * patient answers once through the secret token (answer 1 very good … 5 very poor, 6 don't know; NHS England's
 * six answers) with an optional comment.
 */
export const fftInvitations = pgTable(
  'fft_invitations',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    method: text('method', { enum: fftInvitationMethods }).notNull(),
    recipient: text('recipient').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    outboxMessageId: uuid('outbox_message_id'),
    answer: smallint('answer'),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fft_invitations_token_idx').on(t.token),
    index('fft_invitations_wcms_idx').on(t.wcmsId, t.createdAt),
    index('fft_invitations_due_idx')
      .on(t.sendAt)
      .where(sql`sent_at is null`),
  ],
);

export const feedbackSources = ['staff', 'patient'] as const;

/**
 * Feedback for the Feedback report (spec §2): what staff send with the feedback widget (page, comment) and the
 * rating (1 to 5) a patient gives after submitting a request.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    source: text('source', { enum: feedbackSources }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    page: text('page'),
    rating: smallint('rating'),
    comment: text('comment'),
    /**
     * The patient's submission the rating is about (e.g. `outbound_reply:<recipient id>`): one rating per
     * submission; null for staff feedback.
     */
    submission: text('submission'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_wcms_idx').on(t.wcmsId, t.createdAt),
    uniqueIndex('feedback_submission_idx').on(t.submission),
  ],
);
