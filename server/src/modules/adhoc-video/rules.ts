import { HttpProblem } from '../../errors.js';
import { isValidNhsNumber, normaliseMobile, normaliseNhsNumber } from '@contracts/rules/identifiers.js';

/** The video messages of spec §5 and §8 the server gives. */
export const VIDEO_MESSAGES = {
  nhsNumberRequired: 'An NHS number is required for a video consultation',
  nhsNumberInvalid: 'Enter a valid NHS number',
  mobileRequired: 'A valid mobile number is required for a video consultation',
  mobileInvalid: 'Enter a valid UK mobile number',
  notFound: 'Video consultation not found',
  ended: 'This video consultation has ended',
  expired: 'This video consultation link has expired',
  roomRequired: 'Enter a room name',
  roomTooLong: 'The room name must be 64 characters or fewer',
  roomFull: 'This video consultation already has two people in it',
  forbidden: 'You do not have access to this video consultation',
  messageNotFound: 'Request not found',
  appointmentTooFar: 'The appointment must be within the next two years',
} as const;

/** How long a guest link works after the appointment time. */
export const GUEST_LINK_TTL_MS = 12 * 60 * 60 * 1000;

export { normaliseMobile };

/** spec §5: an NHS number is required for video and must be valid (Modulus 11). */
export function checkVideoNhsNumber(value: string | null | undefined): string {
  const digits = normaliseNhsNumber(value ?? '');
  if (!digits) throw validation('patient_nhs_number', VIDEO_MESSAGES.nhsNumberRequired);
  if (!isValidNhsNumber(digits)) throw validation('patient_nhs_number', VIDEO_MESSAGES.nhsNumberInvalid);
  return digits;
}

/** spec §5: a valid mobile number is required for video; returns the numbers that are valid, first one first. */
export function checkVideoMobiles(values: readonly string[] | null | undefined): string[] {
  const valid = (values ?? []).map(normaliseMobile).filter((v): v is string => v !== null);
  if (valid.length === 0) {
    throw validation(
      'mobile_numbers',
      (values ?? []).length === 0 ? VIDEO_MESSAGES.mobileRequired : VIDEO_MESSAGES.mobileInvalid,
    );
  }
  return valid;
}

export function validation(field: string, message: string): HttpProblem {
  return new HttpProblem(400, message, 'VALIDATION_FAILED', { [field]: message });
}
