/*
 * Total triage settings and care navigation rules (spec §3 'Preference', 'Care navigation rule'; spec §5 'Age rule',
 * 'Minimum ages required', outbound 'Patient preference required, max 50 characters'). One home for the browser's
 * forms and the server's checks: each function returns problem codes, and each side words them itself.
 */

/** A minimum patient age is empty (none) or whole years from 1 to 120. */
export const MINIMUM_PATIENT_AGE = { min: 1, max: 120 } as const;

export function isValidMinimumPatientAge(age: number | null): boolean {
  return age === null || (Number.isInteger(age) && age >= MINIMUM_PATIENT_AGE.min && age <= MINIMUM_PATIENT_AGE.max);
}

/** A preference: text up to 50 characters, for admin requests, medical ones or both. */
export const PREFERENCE_MAX_LENGTH = 50;
export const PREFERENCE_REQUEST_TYPES = ['admin', 'medical', 'both'] as const;
export type PreferenceRequestType = (typeof PREFERENCE_REQUEST_TYPES)[number];
export type PreferenceProblem = 'textRequired' | 'textTooLong' | 'requestTypeRequired' | 'duplicate';

/** The problems of each preference in a list, by index (empty when the list is valid). */
export function preferenceProblems(
  preferences: readonly { text: string; requestType: string }[],
): Record<number, { text?: PreferenceProblem; requestType?: PreferenceProblem }> {
  const problems: Record<number, { text?: PreferenceProblem; requestType?: PreferenceProblem }> = {};
  const seen = new Set<string>();
  preferences.forEach((preference, index) => {
    const entry: { text?: PreferenceProblem; requestType?: PreferenceProblem } = {};
    const text = preference.text.trim();
    if (!text) entry.text = 'textRequired';
    else if (text.length > PREFERENCE_MAX_LENGTH) entry.text = 'textTooLong';
    else if (seen.has(text.toLowerCase())) entry.text = 'duplicate';
    seen.add(text.toLowerCase());
    if (!(PREFERENCE_REQUEST_TYPES as readonly string[]).includes(preference.requestType)) {
      entry.requestType = 'requestTypeRequired';
    }
    if (entry.text || entry.requestType) problems[index] = entry;
  });
  return problems;
}

/** Whether a preference is offered for a request of a type. */
export function preferenceApplies(preference: { requestType: string }, requestType: 'admin' | 'medical'): boolean {
  return preference.requestType === 'both' || preference.requestType === requestType;
}

/* Care navigation rules */

export const RULE_REQUEST_TYPES = ['medical', 'admin', 'health_data', 'questionnaire'] as const;
export type RuleRequestType = (typeof RULE_REQUEST_TYPES)[number];
/** Which patients a rule applies to (by the sex on their clinical record). */
export const RULE_PATIENTS = ['all', 'female', 'male'] as const;
export type RulePatients = (typeof RULE_PATIENTS)[number];
export const AGE_UNITS = ['years', 'months', 'weeks'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];
/** The health data a rule can match (spec §3 health pod inputs). */
export const RULE_HEALTH_DATA = ['blood_pressure', 'weight', 'height'] as const;
/** Priorities a rule can set (a rule always sets one: 'Medical problem, admin query and priority required'). */
export const RULE_PRIORITIES = ['urgent', 'same_day', 'routine'] as const;
export const RULE_NAME_MAX_LENGTH = 100;
export const RULE_TEXT_MAX_LENGTH = 120;
/** The oldest age a rule can name in each unit. */
export const AGE_RULE_MAX = { years: 120, months: 1440, weeks: 6240 } as const;

export type CareNavigationRuleDraft = {
  name: string;
  requestType: string;
  patients: string;
  minAge: number | null;
  minAgeUnit: string;
  maxAge: number | null;
  maxAgeUnit: string;
  priority: string;
  routeGroupId: number | null;
};

export type RuleProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'requestTypeRequired'
  | 'patientsRequired'
  | 'ageInvalid'
  | 'minNotLessThanMax'
  | 'maxUnitTooSmall'
  | 'priorityRequired'
  | 'routeRequired'
  | 'textTooLong';

const DAYS_PER_UNIT: Record<AgeUnit, number> = { years: 365.25, months: 30.4375, weeks: 7 };

const isUnit = (unit: string): unit is AgeUnit => (AGE_UNITS as readonly string[]).includes(unit);

function ageOk(age: number | null, unit: string): boolean {
  return age === null || (isUnit(unit) && Number.isInteger(age) && age >= 0 && age <= AGE_RULE_MAX[unit]);
}

/**
 * spec §5 'Age rule: min less than max; max not in months or weeks when min is in years.' The problems of a rule by
 * field (empty when valid).
 */
export function careNavigationRuleProblems(
  rule: CareNavigationRuleDraft & {
    medicalProblem?: string | null;
    adminQuery?: string | null;
    questionnaire?: string | null;
  },
): Partial<
  Record<
    | 'name'
    | 'requestType'
    | 'patients'
    | 'minAge'
    | 'maxAge'
    | 'maxAgeUnit'
    | 'priority'
    | 'routeGroupId'
    | 'questionnaire',
    RuleProblem
  >
> {
  const problems: ReturnType<typeof careNavigationRuleProblems> = {};
  const name = rule.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.length > RULE_NAME_MAX_LENGTH) problems.name = 'nameTooLong';
  if (!(RULE_REQUEST_TYPES as readonly string[]).includes(rule.requestType))
    problems.requestType = 'requestTypeRequired';
  if (!(RULE_PATIENTS as readonly string[]).includes(rule.patients)) problems.patients = 'patientsRequired';
  if (!ageOk(rule.minAge, rule.minAgeUnit)) problems.minAge = 'ageInvalid';
  if (!ageOk(rule.maxAge, rule.maxAgeUnit)) problems.maxAge = 'ageInvalid';
  if (!problems.minAge && !problems.maxAge && rule.minAge !== null && rule.maxAge !== null) {
    const minUnit = rule.minAgeUnit as AgeUnit;
    const maxUnit = rule.maxAgeUnit as AgeUnit;
    if (minUnit === 'years' && maxUnit !== 'years') problems.maxAgeUnit = 'maxUnitTooSmall';
    else if (rule.minAge * DAYS_PER_UNIT[minUnit] >= rule.maxAge * DAYS_PER_UNIT[maxUnit]) {
      problems.maxAge = 'minNotLessThanMax';
    }
  }
  if (!(RULE_PRIORITIES as readonly string[]).includes(rule.priority)) problems.priority = 'priorityRequired';
  if (rule.routeGroupId === null || !Number.isInteger(rule.routeGroupId) || rule.routeGroupId <= 0) {
    problems.routeGroupId = 'routeRequired';
  }
  if ((rule.questionnaire ?? '').trim().length > RULE_TEXT_MAX_LENGTH) problems.questionnaire = 'textTooLong';
  return problems;
}

/** Whole weeks, months or years from a date of birth to a day (both YYYY-MM-DD). */
export function wholeAgeIn(unit: AgeUnit, born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  if (unit === 'weeks') {
    return Math.floor((Date.UTC(ty, tm - 1, td) - Date.UTC(by, bm - 1, bd)) / (7 * 86_400_000));
  }
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return unit === 'months' ? months : Math.floor(months / 12);
}

/** The date of birth (YYYY-MM-DD) of a sample patient aged exactly `age` units on `today` (the 'try it' box). */
export function sampleDateOfBirth(age: number, unit: AgeUnit, today: string): string {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const date =
    unit === 'weeks'
      ? new Date(Date.UTC(ty, tm - 1, td - age * 7))
      : new Date(Date.UTC(ty - (unit === 'years' ? age : 0), tm - 1 - (unit === 'months' ? age : 0), td));
  return date.toISOString().slice(0, 10);
}

/** Whether a patient born on `born` (null: unknown) is inside a rule's age range on `today`. */
export function ageRuleMatches(
  rule: { minAge: number | null; minAgeUnit: AgeUnit; maxAge: number | null; maxAgeUnit: AgeUnit },
  born: string | null,
  today: string,
): boolean {
  if (rule.minAge === null && rule.maxAge === null) return true;
  if (!born) return false;
  if (rule.minAge !== null && wholeAgeIn(rule.minAgeUnit, born, today) < rule.minAge) return false;
  if (rule.maxAge !== null && wholeAgeIn(rule.maxAgeUnit, born, today) > rule.maxAge) return false;
  return true;
}
