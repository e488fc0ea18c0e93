import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const clinicalSystems = [
  'emispcs',
  'emisweb',
  'emisx',
  'medicus',
  'na',
  'systmone',
  'unknown',
  'vision',
  'vision_rest',
] as const;
export type ClinicalSystemId = (typeof clinicalSystems)[number];

/** Gated features (spec §6: outbound messages, requests and total triage are enabled by sales). */
export type OrganisationFeatures = { outbound: boolean; requests: boolean; totalTriage: boolean };

/** A healthcare organisation (a GP practice). Its id is the wcms id used in every path (spec §7). */
export const organisations = pgTable('organisations', {
  wcmsId: integer('wcms_id').primaryKey(),
  name: text('name').notNull(),
  clinicalSystem: text('clinical_system', { enum: clinicalSystems }).notNull(),
  features: jsonb('features').$type<OrganisationFeatures>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
