import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables.js';
import { groups } from '../groups/tables.js';
import { priorities } from '../messages/tables.js';

// the lists of @contracts/rules/total-triage (written out: drizzle-kit reads this file without the path alias)
const RULE_REQUEST_TYPES = ['medical', 'admin', 'health_data', 'questionnaire'] as const;
const RULE_PATIENTS = ['all', 'female', 'male'] as const;
const RULE_HEALTH_DATA = ['blood_pressure', 'weight', 'height'] as const;
const AGE_UNITS = ['years', 'months', 'weeks'] as const;

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
  /** The practice's own switch (console area total-triage); the sales gate is the organisation's feature flag. */
  enabled: boolean('enabled').notNull().default(true),
  /** Preferences the wizard offers (text up to 50 characters, for admin, medical or both). */
  preferences: jsonb('preferences')
    .$type<{ text: string; requestType: 'admin' | 'medical' | 'both' }[]>()
    .notNull()
    .default([]),
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
 * A care navigation rule (spec §3, §4): requests of a type (and medical problem, admin query, health data or
 * questionnaire, patients by sex, and an age range in years, months or weeks when set) are routed to a pool with a priority. The first enabled matching rule by position wins.
 */
export const careNavigationRules = pgTable(
  'care_navigation_rules',
  {
    id: serial('id').primaryKey(),
    wcmsId: integer('wcms_id')
      .notNull()
      .references(() => organisations.wcmsId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    requestType: text('request_type', { enum: RULE_REQUEST_TYPES }).notNull(),
    /** all, female or male patients (by the clinical record's sex). */
    patients: text('patients', { enum: RULE_PATIENTS }).notNull().default('all'),
    medicalProblem: text('medical_problem'),
    adminQuery: text('admin_query'),
    /** health data requests: blood_pressure, weight or height (null: any). */
    healthData: text('health_data', { enum: RULE_HEALTH_DATA }),
    /** questionnaire requests: the questionnaire's title (null: any). */
    questionnaire: text('questionnaire'),
    minAge: integer('min_age'),
    minAgeUnit: text('min_age_unit', { enum: AGE_UNITS }).notNull().default('years'),
    maxAge: integer('max_age'),
    maxAgeUnit: text('max_age_unit', { enum: AGE_UNITS }).notNull().default('years'),
    priority: text('priority', { enum: priorities }).notNull(),
    routePoolId: integer('route_pool_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('care_navigation_rules_org_idx').on(t.wcmsId, t.position)],
);
