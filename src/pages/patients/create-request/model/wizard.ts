import { t } from '@/shared/i18n';
import { ageInYears, isValidUkPhone, ukToday, type Patient } from '@/entities/patient';
import { preferenceApplies } from '@contracts/rules/total-triage';
import type { PatientRequestCreate, TriageSettings } from '../api/create-request';

export const STEPS = ['telephone', 'patient', 'enquiry', 'details', 'enquirer', 'questions', 'priority'] as const;
export type Step = (typeof STEPS)[number];

export const PRIORITY_CHOICES = ['urgent', 'same_day', 'routine'] as const;
export type PriorityChoice = (typeof PRIORITY_CHOICES)[number];
export const RELATIONSHIPS = ['parent', 'carer', 'other'] as const;

export type WizardState = {
  telephone: string;
  patient: Patient | null;
  enquiryType: '' | 'medical' | 'admin';
  medicalProblem: string;
  adminQuery: string;
  furtherInfo: string;
  /** One of the practice's preferences for the request type, or '' (console area total-triage). */
  preference: string;
  byEnquirer: boolean;
  enquirer: { firstName: string; lastName: string; relationship: string; telephone: string };
  /** answers by question id */
  answers: Record<number, string>;
  priority: '' | PriorityChoice;
  ignoreCareNavigation: boolean;
};

export const EMPTY_WIZARD: WizardState = {
  telephone: '',
  patient: null,
  enquiryType: '',
  medicalProblem: '',
  adminQuery: '',
  furtherInfo: '',
  preference: '',
  byEnquirer: false,
  enquirer: { firstName: '', lastName: '', relationship: '', telephone: '' },
  answers: {},
  priority: '',
  ignoreCareNavigation: false,
};

/** Field errors, keyed like the server's (telephone, medical_problem, enquirer.first_name, custom_question.{id}, …). */
export type WizardErrors = Record<string, string>;

/** The custom questions asked for the chosen enquiry type. */
export function questionsFor(settings: TriageSettings, enquiryType: WizardState['enquiryType']) {
  if (!enquiryType) return [];
  return settings.custom_questions.filter((q) => q.enquiry_type === 'both' || q.enquiry_type === enquiryType);
}

/** The refusal for a patient, if any: no NHS number, or under the organisation's minimum age (spec §5). */
export function patientProblem(patient: Patient, settings: TriageSettings, today: string = ukToday()): string | null {
  if (!patient.nhsNumber) return t('createRequest.patient.noNhs');
  const min = settings.minimum_patient_age;
  if (min !== null && patient.dateOfBirth && ageInYears(patient.dateOfBirth, today) < min) {
    return t('createRequest.patient.underAge', { age: min });
  }
  return null;
}

/** The spec §5 rules of one step. */
export function validateStep(
  step: Step,
  state: WizardState,
  settings: TriageSettings,
  today: string = ukToday(),
): WizardErrors {
  const errors: WizardErrors = {};
  switch (step) {
    case 'telephone':
      if (!state.telephone.trim()) errors.telephone = t('createRequest.telephone.required');
      else if (!isValidUkPhone(state.telephone)) errors.telephone = t('createRequest.telephone.invalid');
      break;
    case 'patient': {
      if (!state.patient) errors.patient = t('createRequest.patient.required');
      else {
        const problem = patientProblem(state.patient, settings, today);
        if (problem) errors.patient = problem;
      }
      break;
    }
    case 'enquiry':
      if (!state.enquiryType) errors.enquiry_type = t('createRequest.enquiry.required');
      break;
    case 'details':
      if (state.enquiryType === 'medical' && !settings.medical_problems.includes(state.medicalProblem)) {
        errors.medical_problem = t('createRequest.medical.required');
      }
      if (state.enquiryType === 'admin' && !settings.admin_query_types.includes(state.adminQuery)) {
        errors.admin_query = t('createRequest.admin.required');
      }
      if (state.furtherInfo.length > 10_000) errors.further_info = t('createRequest.furtherInfo.tooLong');
      break;
    case 'enquirer':
      if (state.byEnquirer) {
        const e = state.enquirer;
        if (!e.firstName.trim()) errors['enquirer.first_name'] = t('createRequest.enquirer.firstNameRequired');
        if (!e.lastName.trim()) errors['enquirer.last_name'] = t('createRequest.enquirer.lastNameRequired');
        if (!RELATIONSHIPS.includes(e.relationship as never)) {
          errors['enquirer.relationship'] = t('createRequest.enquirer.relationshipRequired');
        }
        if (e.telephone.trim() && !isValidUkPhone(e.telephone)) {
          errors['enquirer.telephone'] = t('createRequest.enquirer.telephoneInvalid');
        }
      }
      break;
    case 'questions':
      for (const q of questionsFor(settings, state.enquiryType)) {
        if (!q.optional && !(state.answers[q.id] ?? '').trim())
          errors[`custom_question.${q.id}`] = t('createRequest.questions.required');
      }
      break;
    case 'priority':
      if (!state.priority) errors.priority = t('createRequest.priority.required');
      break;
  }
  return errors;
}

/** Which step a server field error belongs to, so the wizard can go back to it. */
export function stepOfField(field: string): Step {
  if (field === 'telephone') return 'telephone';
  if (field === 'patient_nhs_number' || field === 'patient') return 'patient';
  if (field === 'enquiry_type') return 'enquiry';
  if (field === 'medical_problem' || field === 'admin_query' || field === 'further_info' || field === 'preference') {
    return 'details';
  }
  if (field.startsWith('enquirer')) return 'enquirer';
  if (field.startsWith('custom_')) return 'questions';
  return 'priority';
}

/** The request body of a finished wizard. */
export function toRequestBody(state: WizardState, settings: TriageSettings): PatientRequestCreate {
  const type = state.enquiryType as 'medical' | 'admin';
  const answers = questionsFor(settings, type)
    .map((q) => ({ question: q.question, answer: (state.answers[q.id] ?? '').trim() }))
    .filter((a) => a.answer !== '');
  return {
    telephone: state.telephone.trim(),
    patient_nhs_number: (state.patient?.nhsNumber ?? '').replace(/\s+/g, ''),
    enquiry_type: type,
    ...(type === 'medical' ? { medical_problem: state.medicalProblem } : { admin_query: state.adminQuery }),
    ...(state.furtherInfo.trim() ? { further_info: state.furtherInfo.trim() } : {}),
    ...(state.preference && preferencesFor(settings, type).includes(state.preference)
      ? { preference: state.preference }
      : {}),
    ...(state.byEnquirer
      ? {
          enquirer: {
            first_name: state.enquirer.firstName.trim(),
            last_name: state.enquirer.lastName.trim(),
            relationship: state.enquirer.relationship as 'parent' | 'carer' | 'other',
            ...(state.enquirer.telephone.trim() ? { telephone: state.enquirer.telephone.trim() } : {}),
          },
        }
      : {}),
    ...(answers.length > 0 ? { custom_answers: answers } : {}),
    priority: state.priority as PriorityChoice,
    ...(state.ignoreCareNavigation ? { ignore_care_navigation: true } : {}),
  };
}

/** The practice's preferences offered for a request type (schema/rules/total-triage). */
export function preferencesFor(settings: TriageSettings, type: 'medical' | 'admin'): string[] {
  return (settings.preferences ?? [])
    .filter((p) => preferenceApplies({ requestType: p.request_type }, type))
    .map((p) => p.text);
}
