import { z } from 'zod';
import {
  careNavigationRuleProblems,
  isValidMinimumPatientAge,
  preferenceProblems,
  type AgeUnit,
  type PreferenceRequestType,
  type RulePatients,
  type RuleRequestType,
} from '@contracts/rules/total-triage';
import { t, type MessageKey } from '@/shared/i18n';

/* The console's forms for total triage: the same rules as the server (schema/rules/total-triage.ts). */

const wholeOrEmpty = (value: string): number | null | 'invalid' => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

export const totalTriageSettingsSchema = z
  .object({
    enabled: z.boolean(),
    minimumPatientAge: z.string(),
    preferences: z.array(z.object({ text: z.string(), requestType: z.string() })),
  })
  .superRefine((value, ctx) => {
    const age = wholeOrEmpty(value.minimumPatientAge);
    if (age === 'invalid' || !isValidMinimumPatientAge(age)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minimumPatientAge'],
        message: t('console.totalTriage.minimumPatientAge.invalid'),
      });
    }
    for (const [index, entry] of Object.entries(preferenceProblems(value.preferences))) {
      if (entry.text) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferences', Number(index), 'text'],
          message: t(`console.totalTriage.preference.${entry.text}` as MessageKey),
        });
      }
      if (entry.requestType) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferences', Number(index), 'requestType'],
          message: t(`console.totalTriage.preference.${entry.requestType}` as MessageKey),
        });
      }
    }
  });

export type TotalTriageSettingsForm = z.infer<typeof totalTriageSettingsSchema>;

export type TotalTriageSettingsValue = {
  enabled: boolean;
  minimumPatientAge?: number | null;
  preferences: { text: string; requestType: PreferenceRequestType }[];
};

export function settingsToForm(value: TotalTriageSettingsValue): TotalTriageSettingsForm {
  return {
    enabled: value.enabled,
    minimumPatientAge: value.minimumPatientAge == null ? '' : String(value.minimumPatientAge),
    preferences: value.preferences.map((p) => ({ text: p.text, requestType: p.requestType })),
  };
}

export function settingsToInput(form: TotalTriageSettingsForm) {
  const age = form.minimumPatientAge.trim();
  return {
    enabled: form.enabled,
    minimumPatientAge: age ? Number(age) : null,
    preferences: form.preferences.map((p) => ({
      text: p.text.trim(),
      requestType: p.requestType as PreferenceRequestType,
    })),
  };
}

/* A care navigation rule */

export const ruleSchema = z
  .object({
    name: z.string(),
    requestType: z.string(),
    patients: z.string(),
    medicalProblem: z.string(),
    adminQuery: z.string(),
    healthData: z.string(),
    questionnaire: z.string(),
    minAge: z.string(),
    minAgeUnit: z.string(),
    maxAge: z.string(),
    maxAgeUnit: z.string(),
    priority: z.string(),
    routeGroupId: z.string(),
    enabled: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const minAge = wholeOrEmpty(value.minAge);
    const maxAge = wholeOrEmpty(value.maxAge);
    const problems = careNavigationRuleProblems({
      ...value,
      minAge: minAge === 'invalid' ? -1 : minAge,
      maxAge: maxAge === 'invalid' ? -1 : maxAge,
      routeGroupId: value.routeGroupId ? Number(value.routeGroupId) : null,
    });
    for (const [field, problem] of Object.entries(problems)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: t(`console.careNavigation.problem.${problem}` as MessageKey),
      });
    }
  });

export type RuleForm = z.infer<typeof ruleSchema>;

export type RuleValue = {
  name: string;
  requestType: RuleRequestType;
  patients: RulePatients;
  medicalProblem?: string | null;
  adminQuery?: string | null;
  healthData?: string | null;
  questionnaire?: string | null;
  minAge?: number | null;
  minAgeUnit: AgeUnit;
  maxAge?: number | null;
  maxAgeUnit: AgeUnit;
  priority: string;
  routeGroupId: string;
  enabled: boolean;
};

export const NEW_RULE: RuleForm = {
  name: '',
  requestType: 'medical',
  patients: 'all',
  medicalProblem: '',
  adminQuery: '',
  healthData: '',
  questionnaire: '',
  minAge: '',
  minAgeUnit: 'years',
  maxAge: '',
  maxAgeUnit: 'years',
  priority: '',
  routeGroupId: '',
  enabled: true,
};

export function ruleToForm(rule: RuleValue): RuleForm {
  return {
    name: rule.name,
    requestType: rule.requestType,
    patients: rule.patients,
    medicalProblem: rule.medicalProblem ?? '',
    adminQuery: rule.adminQuery ?? '',
    healthData: rule.healthData ?? '',
    questionnaire: rule.questionnaire ?? '',
    minAge: rule.minAge == null ? '' : String(rule.minAge),
    minAgeUnit: rule.minAgeUnit,
    maxAge: rule.maxAge == null ? '' : String(rule.maxAge),
    maxAgeUnit: rule.maxAgeUnit,
    priority: rule.priority,
    routeGroupId: rule.routeGroupId,
    enabled: rule.enabled,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function ruleToInput(form: RuleForm) {
  return {
    name: form.name.trim(),
    requestType: form.requestType as RuleRequestType,
    patients: form.patients as RulePatients,
    medicalProblem: form.requestType === 'medical' ? orNull(form.medicalProblem) : null,
    adminQuery: form.requestType === 'admin' ? orNull(form.adminQuery) : null,
    healthData: form.requestType === 'health_data' ? orNull(form.healthData) : null,
    questionnaire: form.requestType === 'questionnaire' ? orNull(form.questionnaire) : null,
    minAge: form.minAge.trim() ? Number(form.minAge) : null,
    minAgeUnit: form.minAgeUnit as AgeUnit,
    maxAge: form.maxAge.trim() ? Number(form.maxAge) : null,
    maxAgeUnit: form.maxAgeUnit as AgeUnit,
    priority: form.priority,
    routeGroupId: form.routeGroupId || null,
    enabled: form.enabled,
  };
}
