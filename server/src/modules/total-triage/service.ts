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

export type TriageSettings = {
  enabled: boolean;
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
  return {
    enabled: org.features.totalTriage,
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

export type CareNavigationSuggestion = { rule: string; poolId: number; poolName: string; priority: Priority };

/**
 * The first enabled rule (by position) matching the enquiry and the patient's age whose pool is still active, or
 * null. A rule whose destination was deleted (deactivated) is passed over (spec §4 care navigation failures).
 */
export async function suggestCareNavigation(
  db: Db,
  wcmsId: number,
  enquiry: {
    type: 'medical' | 'admin';
    medicalProblem?: string | null;
    adminQuery?: string | null;
    age: number | null;
  },
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
  for (const { rule, poolName, poolActive } of rules) {
    if (!poolActive) continue;
    if (enquiry.type === 'medical' && rule.medicalProblem && rule.medicalProblem !== enquiry.medicalProblem) continue;
    if (enquiry.type === 'admin' && rule.adminQuery && rule.adminQuery !== enquiry.adminQuery) continue;
    if (rule.minAge !== null && (enquiry.age === null || enquiry.age < rule.minAge)) continue;
    if (rule.maxAge !== null && (enquiry.age === null || enquiry.age > rule.maxAge)) continue;
    return { rule: rule.name, poolId: rule.routePoolId, poolName, priority: rule.priority };
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
    age,
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

/** The patient's age in years today, for the suggestion call; 404 when the clinical system has no such patient. */
export async function patientAge(db: Db, wcmsId: number, nhsNumber: string, now: Date): Promise<number | null> {
  const patient = await findPatientByNhsNumber(db, wcmsId, nhsNumber);
  if (!patient) throw new HttpProblem(422, TRIAGE_MESSAGES.patientNotFound, 'PATIENT_NOT_FOUND');
  return patient.dateOfBirth ? ageInYears(patient.dateOfBirth, ukToday(now)) : null;
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
