import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { users } from '../users/tables.js';

export const portalServiceTypes = ['service', 'questionnaire'] as const;
export type PortalServiceType = (typeof portalServiceTypes)[number];

/** A patient portal category (spec §3): a title, shown to patients in `position` order. */
export const portalCategories = pgTable(
  'portal_categories',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('portal_categories_wcms_idx').on(t.wcmsId, t.position)],
);

/** A patient portal service (spec §3): type, title, subtext, link, logged-in only, info text, in its category. */
export const portalServices = pgTable(
  'portal_services',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => portalCategories.id, { onDelete: 'cascade' }),
    type: text('type', { enum: portalServiceTypes }).notNull(),
    title: text('title').notNull(),
    subtext: text('subtext').notNull().default(''),
    link: text('link'),
    loggedInOnly: boolean('logged_in_only').notNull().default(false),
    infoText: text('info_text').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_services_category_idx').on(t.categoryId, t.position)],
);

/** The pharmacy link conditions a practice offers on its portal (spec §3), at least one when set. */
export const portalPharmacyConditions = pgTable('portal_pharmacy_conditions', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  conditions: text('conditions').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
