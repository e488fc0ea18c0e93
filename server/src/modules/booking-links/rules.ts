import type { BookingLinkField, BookingLinkProblem } from '@contracts/rules/booking-links.js';

/** The words of the self-book link rules (staff form: spec §5 Console 'Appointment booking'; patient page). */
export const BOOKING_LINK_MESSAGES = {
  slotTypeId: { required: 'Select an appointment type' },
  staffId: { required: 'Select a clinician' },
  location: { required: 'Enter a location', too_long: 'Location must be 100 characters or fewer' },
  practice: { required: 'Enter a practice', too_long: 'Practice must be 100 characters or fewer' },
  expiresOn: {
    required: 'Enter an expiry date',
    date_invalid: 'Enter a real expiry date',
    date_past: 'The expiry date must be today or later',
    date_too_far: 'The expiry date must be no more than two years ahead',
  },
  nhsNumber: 'Enter a valid NHS number',
  mobile: 'Enter a valid mobile number',
  unknownSlotType: 'Select an appointment type of this practice',
  unknownStaff: 'Select a clinician of this practice',
  patientNotFound: 'Patient not found in clinical system',
  notFound: 'This booking link is not valid.',
  used: 'This booking link has already been used.',
  expired: 'This booking link has expired.',
  notOffered: 'This appointment is not offered by this link. Choose another time.',
} as const;

export function problemMessage(field: BookingLinkField, problem: BookingLinkProblem): string {
  const messages = BOOKING_LINK_MESSAGES[field] as Partial<Record<BookingLinkProblem, string>>;
  return messages[problem] ?? messages.required ?? 'Not valid';
}
