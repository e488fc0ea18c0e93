import { and, asc, eq } from 'drizzle-orm';
import {
  careNavigationRuleProblems,
  isValidMinimumPatientAge,
  preferenceProblems,
  RULE_HEALTH_DATA,
  sampleDateOfBirth,
  type AgeUnit,
  type RulePatients,
  type RuleRequestType,
} from '@contracts/rules/total-triage.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { groups } from '../groups/index.js';
import { getClientSettings, saveClientSettings } from '../client-settings/index.js';
import { ukToday } from '../clinical-system/index.js';
import type { Priority } from '../messages/index.js';
import { careNavigationRules, totalTriageSettings } from './tables.js';
import { TRIAGE_CONSOLE_MESSAGES as M } from './rules.js';
import { getTriageSettings, suggestCareNavigation } from './service.js';

/*
 * Console area total-triage (advanced): the practice's switch, the minimum patient age (stored once, in the client
 * settings) and the preferences; and the care navigation rules, tried in order by suggestCareNavigation.
 */

type By = { userId: number; now: Date };

export type ConsoleTriageSettings = {
  available: boolean;
  enabled: boolean;
  minimumPatientAge: number | null;
  preferences: { text: string; requestType: 'admin' | 'medical' | 'both' }[];
};

export async function readConsoleTriageSettings(db: Db, wcmsId: number): Promise<ConsoleTriageSettings> {
  const s = await getTriageSettings(db, wcmsId);
  return {
    available: s.available,
    enabled: s.switchedOn,
    minimumPatientAge: s.minimumPatientAge,
    preferences: s.preferences,
  };
}

export async function saveConsoleTriageSettings(
  db: Db,
  wcmsId: number,
  input: Omit<ConsoleTriageSettings, 'available'>,
  by: By,
): Promise<ConsoleTriageSettings> {
  const current = await getTriageSettings(db, wcmsId);
  const fields: Record<string, string> = {};
  if (input.enabled && !current.available) fields.enabled = M.notAvailable;
  if (!isValidMinimumPatientAge(input.minimumPatientAge)) fields.minimumPatientAge = M.minimumPatientAge;
  const problems = preferenceProblems(input.preferences);
  for (const [index, entry] of Object.entries(problems)) {
    if (entry.text) fields[`preferences.${index}.text`] = M.preference[entry.text];
    if (entry.requestType) fields[`preferences.${index}.requestType`] = M.preference[entry.requestType];
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const preferences = input.preferences.map((p) => ({ text: p.text.trim(), requestType: p.requestType }));
  await db.transaction(async (tx) => {
    await tx
      .insert(totalTriageSettings)
      .values({ wcmsId, medicalProblems: current.medicalProblems, enabled: input.enabled, preferences })
      .onConflictDoUpdate({ target: totalTriageSettings.wcmsId, set: { enabled: input.enabled, preferences } });
    // one home for the minimum patient age: the client settings (read by total triage through minimumAges)
    const client = await getClientSettings(tx, wcmsId);
    if (client.minimum_patient_age !== input.minimumPatientAge) {
      await saveClientSettings(tx, wcmsId, { ...client, minimum_patient_age: input.minimumPatientAge }, by);
    }
  });
  return readConsoleTriageSettings(db, wcmsId);
}

/* Care navigation rules */

export type RuleView = {
  id: number;
  name: string;
  requestType: RuleRequestType;
  patients: RulePatients;
  medicalProblem: string | null;
  adminQuery: string | null;
  healthData: string | null;
  questionnaire: string | null;
  minAge: number | null;
  minAgeUnit: AgeUnit;
  maxAge: number | null;
  maxAgeUnit: AgeUnit;
  priority: 'urgent' | 'same_day' | 'routine';
  routeGroupId: number;
  routeGroupName: string;
  routeGroupActive: boolean;
  enabled: boolean;
  position: number;
};

export async function listRules(db: Db, wcmsId: number): Promise<RuleView[]> {
  const rows = await db
    .select({ rule: careNavigationRules, groupName: groups.name, groupActive: groups.active })
    .from(careNavigationRules)
    .innerJoin(groups, eq(groups.id, careNavigationRules.routePoolId))
    .where(eq(careNavigationRules.wcmsId, wcmsId))
    .orderBy(asc(careNavigationRules.position), asc(careNavigationRules.id));
  return rows.map(({ rule, groupName, groupActive }, index) => ({
    id: rule.id,
    name: rule.name,
    requestType: rule.requestType,
    patients: rule.patients,
    medicalProblem: rule.medicalProblem,
    adminQuery: rule.adminQuery,
    healthData: rule.healthData,
    questionnaire: rule.questionnaire,
    minAge: rule.minAge,
    minAgeUnit: rule.minAgeUnit,
    maxAge: rule.maxAge,
    maxAgeUnit: rule.maxAgeUnit,
    priority: rule.priority as RuleView['priority'],
    routeGroupId: rule.routePoolId,
    routeGroupName: groupName,
    routeGroupActive: groupActive,
    enabled: rule.enabled,
    position: index + 1,
  }));
}

export async function ruleEditor(db: Db, wcmsId: number) {
  const settings = await getTriageSettings(db, wcmsId);
  const options = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.wcmsId, wcmsId), eq(groups.active, true), eq(groups.kind, 'group')))
    .orderBy(asc(groups.name));
  const incoming = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.wcmsId, wcmsId), eq(groups.kind, 'incoming')));
  return {
    rules: await listRules(db, wcmsId),
    groups: [...incoming, ...options],
    medicalProblems: settings.medicalProblems,
    adminQueryTypes: settings.adminQueryTypes,
  };
}

export type RuleInput = {
  name: string;
  requestType: string;
  patients: string;
  medicalProblem?: string | null;
  adminQuery?: string | null;
  healthData?: string | null;
  questionnaire?: string | null;
  minAge?: number | null;
  minAgeUnit: string;
  maxAge?: number | null;
  maxAgeUnit: string;
  priority: string;
  routeGroupId: number | null;
  enabled: boolean;
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export async function saveRule(db: Db, wcmsId: number, id: number | null, input: RuleInput): Promise<RuleView> {
  const draft = {
    ...input,
    minAge: input.minAge ?? null,
    maxAge: input.maxAge ?? null,
  };
  const problems = careNavigationRuleProblems(draft);
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) fields[field] = M.rule[problem];
  const settings = await getTriageSettings(db, wcmsId);
  // only the field of the rule's request type is kept
  const medicalProblem = input.requestType === 'medical' ? blankToNull(input.medicalProblem) : null;
  const adminQuery = input.requestType === 'admin' ? blankToNull(input.adminQuery) : null;
  const healthData = input.requestType === 'health_data' ? blankToNull(input.healthData) : null;
  const questionnaire = input.requestType === 'questionnaire' ? blankToNull(input.questionnaire) : null;
  if (medicalProblem && !settings.medicalProblems.includes(medicalProblem))
    fields.medicalProblem = M.unknownMedicalProblem;
  if (adminQuery && !settings.adminQueryTypes.includes(adminQuery)) fields.adminQuery = M.unknownAdminQuery;
  if (healthData && !(RULE_HEALTH_DATA as readonly string[]).includes(healthData))
    fields.healthData = M.unknownHealthData;
  if (!fields.routeGroupId && input.routeGroupId !== null) {
    const [group] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, input.routeGroupId), eq(groups.wcmsId, wcmsId), eq(groups.active, true)))
      .limit(1);
    if (!group || (await isUnattached(db, input.routeGroupId))) fields.routeGroupId = M.unknownGroup;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const values = {
    name: input.name.trim(),
    requestType: input.requestType as RuleRequestType,
    patients: input.patients as RulePatients,
    medicalProblem,
    adminQuery,
    healthData: healthData as (typeof RULE_HEALTH_DATA)[number] | null,
    questionnaire,
    minAge: draft.minAge,
    minAgeUnit: input.minAgeUnit as AgeUnit,
    maxAge: draft.maxAge,
    maxAgeUnit: input.maxAgeUnit as AgeUnit,
    priority: input.priority as Priority,
    routePoolId: input.routeGroupId!,
    enabled: input.enabled,
  };
  let ruleId: number;
  if (id === null) {
    const rules = await listRules(db, wcmsId);
    const [row] = await db
      .insert(careNavigationRules)
      .values({ wcmsId, ...values, position: rules.length + 1 })
      .returning({ id: careNavigationRules.id });
    ruleId = row!.id;
  } else {
    const [row] = await db
      .update(careNavigationRules)
      .set(values)
      .where(and(eq(careNavigationRules.id, id), eq(careNavigationRules.wcmsId, wcmsId)))
      .returning({ id: careNavigationRules.id });
    if (!row) throw new HttpProblem(404, M.ruleNotFound, 'NOT_FOUND');
    ruleId = row.id;
  }
  return (await listRules(db, wcmsId)).find((r) => r.id === ruleId)!;
}

async function isUnattached(db: Db, groupId: number): Promise<boolean> {
  const [group] = await db.select({ kind: groups.kind }).from(groups).where(eq(groups.id, groupId)).limit(1);
  return group?.kind === 'unattached';
}

export async function deleteRule(db: Db, wcmsId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(careNavigationRules)
    .where(and(eq(careNavigationRules.id, id), eq(careNavigationRules.wcmsId, wcmsId)))
    .returning({ id: careNavigationRules.id });
  if (deleted.length === 0) throw new HttpProblem(404, M.ruleNotFound, 'NOT_FOUND');
  return true;
}

export async function reorderRules(db: Db, wcmsId: number, ids: number[]): Promise<RuleView[]> {
  const current = await listRules(db, wcmsId);
  const known = new Set(current.map((r) => r.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw validationFailed({ ids: M.reorderMismatch });
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(careNavigationRules)
        .set({ position: index + 1 })
        .where(and(eq(careNavigationRules.id, id), eq(careNavigationRules.wcmsId, wcmsId)));
    }
  });
  return listRules(db, wcmsId);
}

export type TryInput = {
  requestType: RuleRequestType;
  age?: number | null;
  ageUnit: AgeUnit;
  sex: RulePatients;
  medicalProblem?: string | null;
  adminQuery?: string | null;
  healthData?: string | null;
  questionnaire?: string | null;
};

/** The 'try it' box: the same routing function real requests use, for a sample patient of an age and sex. */
export async function tryRules(db: Db, wcmsId: number, input: TryInput, now: Date) {
  const age = input.age ?? null;
  if (age !== null && (!Number.isInteger(age) || age < 0 || age > 6240)) {
    throw validationFailed({ age: M.rule.ageInvalid });
  }
  const today = ukToday(now);
  const suggestion = await suggestCareNavigation(db, wcmsId, {
    type: input.requestType,
    medicalProblem: blankToNull(input.medicalProblem),
    adminQuery: blankToNull(input.adminQuery),
    healthData: blankToNull(input.healthData),
    questionnaire: blankToNull(input.questionnaire),
    dateOfBirth: age === null ? null : sampleDateOfBirth(age, input.ageUnit, today),
    sex: input.sex === 'all' ? null : input.sex,
    today,
  });
  return suggestion
    ? {
        ruleId: suggestion.ruleId,
        ruleName: suggestion.rule,
        groupName: suggestion.poolName,
        priority: suggestion.priority as 'urgent' | 'same_day' | 'routine',
      }
    : { ruleId: null, ruleName: null, groupName: null, priority: null };
}
