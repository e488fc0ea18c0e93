/** UK telephone numbers (spec §5 "Phone number required and valid"): 0 or +44, then a UK number. */
export function normaliseUkPhone(value: string): string {
  const compact = value.replace(/[\s()-]+/g, '');
  return compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
}

/**
 * A UK telephone number: mobiles 07 and 11 digits; landlines and other numbers 01, 02, 03, 08 or 09 and 10 or 11
 * digits. Spaces, brackets, dashes and a +44 prefix are allowed.
 */
export function isValidUkPhone(value: string): boolean {
  const digits = normaliseUkPhone(value);
  if (/^07\d{9}$/.test(digits)) return true;
  return /^0[12389]\d{8,9}$/.test(digits);
}

/** Whole years between a date of birth (YYYY-MM-DD) and a UK day (YYYY-MM-DD). */
export function ageInYears(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

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
