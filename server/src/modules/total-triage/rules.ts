/* The telephone and age rules are shared with the browser (schema/rules). */
export { isValidUkPhone, normaliseUkPhone } from '@contracts/rules/identifiers.js';
export { ageInYears } from '@contracts/rules/uk-time.js';

/** The wizard's messages (spec §5 rules; spec §8 'Patient not found in clinical system'). */
export const TRIAGE_MESSAGES = {
  notEnabled: 'Total triage is not enabled for this organisation',
  telephoneRequired: 'Enter a telephone number',
  telephoneInvalid: 'Enter a valid UK telephone number, like 07700 900123 or 01632 960123',
  medicalProblemRequired: 'Choose the medical problem',
  adminQueryRequired: 'Choose the admin query',
  priorityRequired: 'Choose a priority',
  answerRequired: 'Answer this question',
  unknownQuestion: 'This question is not asked by the organisation',
  enquirerFirstName: "Enter the enquirer's first name",
  enquirerLastName: "Enter the enquirer's last name",
  enquirerRelationship: "Choose the enquirer's relationship to the patient",
  enquirerTelephone: 'Enter a valid UK telephone number for the enquirer',
  patientNotFound: 'Patient not found in clinical system',
  unknownPreference: 'Choose one of the practice’s preferences for this request type',
  underMinimumAge: (age: number) => `Requests cannot be made for patients under ${age} years old`,
} as const;

/** The console's messages for total triage settings and care navigation rules (spec §5). */
export const TRIAGE_CONSOLE_MESSAGES = {
  notAvailable: 'Total triage is not enabled for this organisation: ask Carebridge to turn it on',
  minimumPatientAge: 'Enter the minimum age for patients from 1 to 120, or choose none',
  preference: {
    textRequired: 'Enter the preference',
    textTooLong: 'Enter a preference of 50 characters or fewer',
    duplicate: 'This preference is already in the list',
    requestTypeRequired: 'Choose admin, medical or both',
  },
  rule: {
    nameRequired: 'Enter a name for the rule',
    nameTooLong: 'Enter a name of 100 characters or fewer',
    requestTypeRequired: 'Choose the request type',
    patientsRequired: 'Choose which patients the rule applies to',
    ageInvalid: 'Enter an age from 0 to 120 years, 1,440 months or 6,240 weeks, or leave it empty',
    minNotLessThanMax: 'The minimum age must be less than the maximum age',
    maxUnitTooSmall: 'The maximum age cannot be in months or weeks when the minimum age is in years',
    priorityRequired: 'Choose a priority',
    routeRequired: 'Choose the group to route to',
    textTooLong: 'Enter 120 characters or fewer',
  },
  unknownMedicalProblem: 'Choose one of the organisation’s medical problems',
  unknownAdminQuery: 'Choose one of the organisation’s admin queries',
  unknownHealthData: 'Choose blood pressure, weight or height',
  unknownGroup: 'Choose one of the organisation’s groups',
  ruleNotFound: 'Care navigation rule not found',
  reorderMismatch: 'List every rule of the organisation once',
} as const;
