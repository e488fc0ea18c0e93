/* Appointment self-book links (spec §3 'Appointment booking link', §5 Console 'Appointment booking'): one rule for
   the staff form and the server. */

export const BOOKING_LINK_LIMITS = { location: 100, practice: 100 } as const;

/** How far ahead a patient is shown free slots from a link (the clinical system's 31-day window, kept short). */
export const BOOKING_LINK_SLOT_DAYS = 28;

export type BookingLinkField = 'slotTypeId' | 'staffId' | 'location' | 'practice' | 'expiresOn';
export type BookingLinkProblem = 'required' | 'too_long' | 'date_invalid' | 'date_past' | 'date_too_far';

export type BookingLinkValues = Record<BookingLinkField, string>;

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Two years after a UK day (spec §5 'expiry at most two years ahead'). */
export function twoYearsAfterDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 2);
  return date.toISOString().slice(0, 10);
}

/**
 * Each field's problem (empty when valid): type, clinician, location, practice and expiry date required; location
 * and practice up to 100 characters; the expiry a real day from today (UK) to two years ahead.
 */
export function bookingLinkProblems(
  values: BookingLinkValues,
  today: string,
): Partial<Record<BookingLinkField, BookingLinkProblem>> {
  const problems: Partial<Record<BookingLinkField, BookingLinkProblem>> = {};
  if (values.slotTypeId.trim() === '') problems.slotTypeId = 'required';
  if (values.staffId.trim() === '') problems.staffId = 'required';
  for (const field of ['location', 'practice'] as const) {
    const value = values[field].trim();
    if (value === '') problems[field] = 'required';
    else if (value.length > BOOKING_LINK_LIMITS[field]) problems[field] = 'too_long';
  }
  const expires = values.expiresOn.trim();
  if (expires === '') problems.expiresOn = 'required';
  else if (!isIsoDate(expires)) problems.expiresOn = 'date_invalid';
  else if (expires < today) problems.expiresOn = 'date_past';
  else if (expires > twoYearsAfterDay(today)) problems.expiresOn = 'date_too_far';
  return problems;
}
