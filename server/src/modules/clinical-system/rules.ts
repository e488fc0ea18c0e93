import { isTenDigits } from '@contracts/rules/identifiers.js';

export { isValidNhsNumber, normaliseNhsNumber } from '@contracts/rules/identifiers.js';
export { isValidDateOfBirth } from '@contracts/rules/uk-time.js';

/** User-facing messages of the patient and appointment calls (spec §5, §8; quoted where the spec quotes them). */
export const CLINICAL_MESSAGES = {
  tooFewParameters: 'Enter at least two details to find a patient',
  invalidNhsNumber: 'Enter a valid NHS number (10 digits)',
  nhsNumberChecksum: 'This is not a valid NHS number. Check each digit and try again.',
  invalidDateOfBirth: 'Enter a real date of birth in the past',
  invalidSex: 'Choose male, female or unknown',
  invalidPostcode: 'Postcode must be 15 characters or fewer',
  nameTooLong: 'Names must be 100 characters or fewer',
  patientNotFound: 'Patient not found in clinical system',
  appointmentNotFound: 'Appointment not found',
  slotTaken: 'This appointment slot has already been booked. Choose another slot.',
  slotInPast: 'This appointment slot is in the past. Choose another slot.',
  patientAlreadyBooked: 'This patient already has an appointment at that time. Choose another slot.',
  invalidWindow: 'The end of the time window must be after its start',
  windowTooLong: 'Choose a time window of 31 days or less',
  invalidDuration: 'Duration must be between 5 and 120 minutes',
  typeTooLong: 'Appointment type must be 100 characters or fewer',
  noAccessToPage: 'You do not have access to this page',
} as const;

/** A postcode as compared in searches: upper case without spaces. */
export function normalisePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const SEXES = ['Male', 'Female', 'Unknown'] as const;

/** What to say of an NHS number that is not valid: ten digits failing the check digit are a mistyped number. */
export function nhsNumberProblem(value: string): string {
  return isTenDigits(value) ? CLINICAL_MESSAGES.nhsNumberChecksum : CLINICAL_MESSAGES.invalidNhsNumber;
}
