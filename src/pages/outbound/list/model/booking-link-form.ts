import { bookingLinkProblems, type BookingLinkField, type BookingLinkProblem } from '@contracts/rules/booking-links';
import { isValidMobile, isValidNhsNumber, normaliseNhsNumber } from '@contracts/rules/identifiers';
import { ukToday } from '@contracts/rules/uk-time';
import type { MessageKey } from '@/shared/i18n';

export type SendForm = Record<BookingLinkField | 'nhsNumber' | 'mobile', string>;
export type SendField = keyof SendForm;

const REQUIRED: Record<BookingLinkField, MessageKey> = {
  slotTypeId: 'bookingLinks.error.slotTypeId',
  staffId: 'bookingLinks.error.staffId',
  location: 'bookingLinks.error.location',
  practice: 'bookingLinks.error.practice',
  expiresOn: 'bookingLinks.error.expiresOn',
};

function problemKey(field: BookingLinkField, problem: BookingLinkProblem): MessageKey {
  switch (problem) {
    case 'too_long':
      return 'bookingLinks.error.tooLong';
    case 'date_invalid':
      return 'bookingLinks.error.dateInvalid';
    case 'date_past':
      return 'bookingLinks.error.datePast';
    case 'date_too_far':
      return 'bookingLinks.error.dateTooFar';
    default:
      return REQUIRED[field];
  }
}

/** The same rules as the server (schema/rules/booking-links): each field's message key, empty when valid. */
export function sendFormErrors(values: SendForm, now = new Date()): Partial<Record<SendField, MessageKey>> {
  const errors: Partial<Record<SendField, MessageKey>> = {};
  if (!isValidNhsNumber(normaliseNhsNumber(values.nhsNumber))) errors.nhsNumber = 'bookingLinks.error.nhsNumber';
  if (!isValidMobile(values.mobile)) errors.mobile = 'bookingLinks.error.mobile';
  const problems = bookingLinkProblems(values, ukToday(now));
  for (const [field, problem] of Object.entries(problems) as [BookingLinkField, BookingLinkProblem][]) {
    errors[field] = problemKey(field, problem);
  }
  return errors;
}

/** Today plus days, as YYYY-MM-DD (UK): the expiry offered by default. */
export function defaultExpiry(now = new Date(), days = 14): string {
  return ukToday(new Date(now.getTime() + days * 86_400_000));
}
