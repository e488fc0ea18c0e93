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
  underMinimumAge: (age: number) => `Requests cannot be made for patients under ${age} years old`,
} as const;
