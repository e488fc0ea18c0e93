import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { groups } from '../groups/index.js';
import type { Priority } from '../messages/index.js';
import { findPatientByNhsNumber, ukToday, type ClinicalPatient } from '../clinical-system/index.js';
import { minimumAges, CLIENT_SETTINGS_MESSAGES } from '../client-settings/index.js';
import { organisationAdminQueryTypes } from '../request-workflow/index.js';
import { careNavigationRules, customQuestions, totalTriageSettings } from './tables.js';
import { ageInYears, isValidUkPhone, TRIAGE_MESSAGES } from './rules.js';
import { ageRuleMatches, preferenceApplies, type RuleRequestType } from '@contracts/rules/total-triage.js';

export type TriageSettings = {
  /** Sold to the organisation (its feature flag) and switched on by the practice (console area total-triage). */
  enabled: boolean;
  /** The feature flag alone: without it, the practice cannot switch total triage on. */
  available: boolean;
  /** The practice's own switch. */
  switchedOn: boolean;
  preferences: { text: string; requestType: 'admin' | 'medical' | 'both' }[];
  /** From the organisation's client settings (console area client-settings). */
  minimumPatientAge: number | null;
  minimumUserAge: number | null;
  medicalProblems: string[];
  adminQueryTypes: string[];
  customQuestions: { id: number; question: string; enquiryType: 'medical' | 'admin' | 'both'; optional: boolean }[];
};

/** The organisation's total triage settings, with its feature flag; 404 for an unknown organisation. */
export async function getTriageSettings(db: Db, wcmsId: number): Promise<TriageSettings> {
  const [org] = await db
    .select({ features: organisations.features, settings: totalTriageSettings })
    .from(organisations)
    .leftJoin(totalTriageSettings, eq(totalTriageSettings.wcmsId, organisations.wcmsId))
    .where(eq(organisations.wcmsId, wcmsId))
    .limit(1);
  if (!org) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
  const questions = await db
    .select()
    .from(customQuestions)
    .where(eq(customQuestions.wcmsId, wcmsId))
    .orderBy(asc(customQuestions.position), asc(customQuestions.id));
  const ages = await minimumAges(db, wcmsId);
  const switchedOn = org.settings?.enabled ?? true;
  return {
    enabled: org.features.totalTriage && switchedOn,
    available: org.features.totalTriage,
    switchedOn,
    preferences: org.settings?.preferences ?? [],
    minimumPatientAge: ages.patient,
    minimumUserAge: ages.user,
    medicalProblems: org.settings?.medicalProblems ?? [],
    // the console area admin queries (modules/request-workflow)
    adminQueryTypes: await organisationAdminQueryTypes(db, wcmsId),
    customQuestions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      enquiryType: q.enquiryType,
      optional: q.optional,
    })),
  };
}

export type CareNavigationSuggestion = {
  ruleId: number;
  rule: string;
  poolId: number;
  poolName: string;
  priority: Priority;
};

export type CareNavigationEnquiry = {
  type: RuleRequestType;
  medicalProblem?: string | null;
  adminQuery?: string | null;
  healthData?: string | null;
  questionnaire?: string | null;
  /** The patient's date of birth (YYYY-MM-DD), null when unknown: a rule with an age range then never matches. */
  dateOfBirth: string | null;
  /** The clinical record's sex ('Female', 'Male'), null when unknown: a rule for female or male patients then never matches. */
  sex: string | null;
  /** The UK day ages count to (YYYY-MM-DD). */
  today: string;
};

/**
 * The ONE routing function (real requests and the console's 'try it' box): the first enabled rule (by position)
 * matching the request and the patient whose group is still active, or null. A rule whose destination was deleted
 * (deactivated) is passed over (spec §4 care navigation failures).
 */
export async function suggestCareNavigation(
  db: Db,
  wcmsId: number,
  enquiry: CareNavigationEnquiry,
): Promise<CareNavigationSuggestion | null> {
  const rules = await db
    .select({ rule: careNavigationRules, poolName: groups.name, poolActive: groups.active })
    .from(careNavigationRules)
    .innerJoin(groups, eq(groups.id, careNavigationRules.routePoolId))
    .where(
      and(
        eq(careNavigationRules.wcmsId, wcmsId),
        eq(careNavigationRules.enabled, true),
        eq(careNavigationRules.requestType, enquiry.type),
      ),
    )
    .orderBy(asc(careNavigationRules.position), asc(careNavigationRules.id));
  const sex = enquiry.sex?.toLowerCase() ?? null;
  for (const { rule, poolName, poolActive } of rules) {
    if (!poolActive) continue;
    if (rule.medicalProblem && rule.medicalProblem !== enquiry.medicalProblem) continue;
    if (rule.adminQuery && rule.adminQuery !== enquiry.adminQuery) continue;
    if (rule.healthData && rule.healthData !== enquiry.healthData) continue;
    if (rule.questionnaire && rule.questionnaire !== enquiry.questionnaire) continue;
    if (rule.patients !== 'all' && rule.patients !== sex) continue;
    if (!ageRuleMatches(rule, enquiry.dateOfBirth, enquiry.today)) continue;
    return { ruleId: rule.id, rule: rule.name, poolId: rule.routePoolId, poolName, priority: rule.priority };
  }
  return null;
}

export type TriageInput = {
  telephone: string;
  patient_nhs_number: string;
  enquiry_type: 'medical' | 'admin';
  medical_problem?: string;
  admin_query?: string;
  enquirer?: {
    first_name: string;
    last_name: string;
    relationship: string;
    telephone?: string;
  };
  custom_answers?: { question: string; answer: string }[];
  /** One of the practice's preferences for the request type (console area total-triage). */
  preference?: string;
  priority: Priority;
  ignore_care_navigation?: boolean;
};

export type TriageDecision = {
  patient: ClinicalPatient;
  suggestion: CareNavigationSuggestion | null;
  /** Where the request goes: the rule's pool and priority unless the user ignored it. */
  route: { rule: string; poolId: number; poolName: string; priority: Priority; ignored: boolean } | null;
  priority: Priority;
};

/**
 * Checks a request made on a patient's behalf against every rule of spec §5 and the organisation's settings, and
 * decides its care navigation. Throws 403 FEATURE_DISABLED when total triage is off, 400 VALIDATION_FAILED with
 * per-field messages, 422 PATIENT_NOT_FOUND or UNDER_MINIMUM_AGE.
 */
export async function checkTriageRequest(
  db: Db,
  wcmsId: number,
  input: TriageInput,
  now: Date,
): Promise<TriageDecision> {
  const settings = await getTriageSettings(db, wcmsId);
  if (!settings.enabled) throw new HttpProblem(403, TRIAGE_MESSAGES.notEnabled, 'FEATURE_DISABLED');
  const fields: Record<string, string> = {};
  const telephone = input.telephone?.trim() ?? '';
  if (!telephone) fields.telephone = TRIAGE_MESSAGES.telephoneRequired;
  else if (!isValidUkPhone(telephone)) fields.telephone = TRIAGE_MESSAGES.telephoneInvalid;
  const medicalProblem = input.medical_problem?.trim() ?? '';
  const adminQuery = input.admin_query?.trim() ?? '';
  if (input.enquiry_type === 'medical' && !settings.medicalProblems.includes(medicalProblem)) {
    fields.medical_problem = TRIAGE_MESSAGES.medicalProblemRequired;
  }
  if (input.enquiry_type === 'admin' && !settings.adminQueryTypes.includes(adminQuery)) {
    fields.admin_query = TRIAGE_MESSAGES.adminQueryRequired;
  }
  if (input.priority === 'unprioritised') fields.priority = TRIAGE_MESSAGES.priorityRequired;
  const preference = input.preference?.trim() ?? '';
  if (
    preference &&
    !settings.preferences.some((p) => p.text === preference && preferenceApplies(p, input.enquiry_type))
  ) {
    fields.preference = TRIAGE_MESSAGES.unknownPreference;
  }
  const asked = settings.customQuestions.filter(
    (q) => q.enquiryType === 'both' || q.enquiryType === input.enquiry_type,
  );
  const answers = input.custom_answers ?? [];
  answers.forEach((a, i) => {
    if (!asked.some((q) => q.question === a.question))
      fields[`custom_answers.${i}.question`] = TRIAGE_MESSAGES.unknownQuestion;
  });
  asked.forEach((q) => {
    const answer = answers.find((a) => a.question === q.question)?.answer.trim() ?? '';
    if (!q.optional && !answer) fields[`custom_question.${q.id}`] = TRIAGE_MESSAGES.answerRequired;
  });
  if (input.enquirer) {
    const e = input.enquirer;
    if (!e.first_name?.trim()) fields['enquirer.first_name'] = TRIAGE_MESSAGES.enquirerFirstName;
    if (!e.last_name?.trim()) fields['enquirer.last_name'] = TRIAGE_MESSAGES.enquirerLastName;
    if (!['parent', 'carer', 'other'].includes(e.relationship)) {
      fields['enquirer.relationship'] = TRIAGE_MESSAGES.enquirerRelationship;
    }
    if (e.telephone?.trim() && !isValidUkPhone(e.telephone))
      fields['enquirer.telephone'] = TRIAGE_MESSAGES.enquirerTelephone;
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpProblem(400, Object.values(fields)[0]!, 'VALIDATION_FAILED', fields);
  }
  const patient = await findPatientByNhsNumber(db, wcmsId, input.patient_nhs_number);
  if (!patient) throw new HttpProblem(422, TRIAGE_MESSAGES.patientNotFound, 'PATIENT_NOT_FOUND');
  const age = patient.dateOfBirth ? ageInYears(patient.dateOfBirth, ukToday(now)) : null;
  if (settings.minimumPatientAge !== null && age !== null && age < settings.minimumPatientAge) {
    throw new HttpProblem(422, TRIAGE_MESSAGES.underMinimumAge(settings.minimumPatientAge), 'UNDER_MINIMUM_AGE');
  }
  // under the minimum age for users, the patient cannot make the request themselves: a parent or carer must
  if (settings.minimumUserAge !== null && age !== null && age < settings.minimumUserAge && !input.enquirer) {
    throw validationFailed({
      'enquirer.first_name': CLIENT_SETTINGS_MESSAGES.underMinimumUserAge(settings.minimumUserAge),
    });
  }
  const suggestion = await suggestCareNavigation(db, wcmsId, {
    type: input.enquiry_type,
    medicalProblem,
    adminQuery,
    dateOfBirth: patient.dateOfBirth ?? null,
    sex: patient.sex ?? null,
    today: ukToday(now),
  });
  const ignored = Boolean(input.ignore_care_navigation);
  return {
    patient,
    suggestion,
    route: suggestion
      ? {
          rule: suggestion.rule,
          poolId: suggestion.poolId,
          poolName: suggestion.poolName,
          priority: suggestion.priority,
          ignored,
        }
      : null,
    priority: suggestion && !ignored ? suggestion.priority : input.priority,
  };
}

/** The patient the suggestion call routes for (date of birth and sex); 422 when the clinical system has no such patient. */
export async function patientForRouting(
  db: Db,
  wcmsId: number,
  nhsNumber: string,
): Promise<{ dateOfBirth: string | null; sex: string | null }> {
  const patient = await findPatientByNhsNumber(db, wcmsId, nhsNumber);
  if (!patient) throw new HttpProblem(422, TRIAGE_MESSAGES.patientNotFound, 'PATIENT_NOT_FOUND');
  return { dateOfBirth: patient.dateOfBirth ?? null, sex: patient.sex ?? null };
}

/** The request's patient snapshot from the clinical record (name, born, sex, email, address). */
export function patientSnapshot(p: ClinicalPatient) {
  const address = [p.homeAddress.address1, p.homeAddress.address2, p.homeAddress.address3, p.homeAddress.postcode]
    .filter(Boolean)
    .join(', ');
  return {
    name: `${p.forename} ${p.surname}`,
    born: p.dateOfBirth,
    sex: p.sex,
    email: p.primaryEmail,
    address: address || null,
  };
}
