import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { groups } from '../groups/tables.js';
import { priorities } from '../messages/tables.js';

/**
 * An organisation's total triage settings (creating requests on a patient's behalf, spec §1, §5): the medical
 * problems staff choose from. The admin query types belong to the console area admin queries
 * (modules/request-workflow); the minimum patient age is a client setting (modules/client-settings).
 */
export const totalTriageSettings = pgTable('total_triage_settings', {
  wcmsId: integer('wcms_id')
    .primaryKey()
    .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
  medicalProblems: jsonb('medical_problems').$type<string[]>().notNull(),
});

export const questionEnquiryTypes = ['medical', 'admin', 'both'] as const;

/** An organisation's own question asked in the wizard; answering is required unless optional (spec §5). */
export const customQuestions = pgTable(
  'custom_questions',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    enquiryType: text('enquiry_type', { enum: questionEnquiryTypes }).notNull(),
    optional: boolean('optional').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('custom_questions_org_idx').on(t.wcmsId, t.position)],
);

/**
 * A care navigation rule (spec §3, §4): requests of a type (and medical problem or admin query, and patient age in
 * years when set) are routed to a pool with a priority. The first enabled matching rule by position wins.
 */
export const careNavigationRules = pgTable(
  'care_navigation_rules',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    requestType: text('request_type', { enum: ['medical', 'admin'] }).notNull(),
    medicalProblem: text('medical_problem'),
    adminQuery: text('admin_query'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    priority: text('priority', { enum: priorities }).notNull(),
    routePoolId: integer('route_pool_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('care_navigation_rules_org_idx').on(t.wcmsId, t.position)],
);
