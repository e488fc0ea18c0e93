import { HttpProblem } from '../../errors.js';
import type { Priority, RequestStatus, RequestType } from './tables.js';

/** The request-handling messages of spec §8, word for word where the spec quotes them. */
export const REQUEST_MESSAGES = {
  unacknowledged: 'Request cannot be completed! There are messages from the patient which have not been acknowledged.',
  alreadyCompleted: 'This request is already completed.',
  lockFailed: 'Sorry, we were unable to lock this message, please try again later',
  noAccessToPage: 'You do not have access to this page',
  requestsNotEnabled: 'Requests are not enabled for this organisation',
  notFound: 'Request not found',
} as const;

export const takeFailed = (reference: string) =>
  new HttpProblem(409, `Request ${reference} couldn't be taken, please try again.`, 'TAKE_FAILED');
export const reopenFailed = (reference: string) =>
  new HttpProblem(409, `Request ${reference} couldn't be re-opened, please try again.`, 'REOPEN_FAILED');
export const alreadyCompleted = () => new HttpProblem(409, REQUEST_MESSAGES.alreadyCompleted, 'ALREADY_COMPLETED');
export const requestNotFound = () => new HttpProblem(404, REQUEST_MESSAGES.notFound, 'NOT_FOUND');

export const TYPE_LABELS: Record<RequestType, string> = {
  admin: 'admin',
  medical: 'medical',
  outbound_response: 'outbound response',
  health_data: 'health data',
  simple_questionnaire: 'simple questionnaire',
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  urgent: 'Urgent',
  same_day: 'Same day',
  routine: 'Routine',
  unprioritised: 'Unprioritised',
};

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new_request: 'New request',
  triaged: 'Triaged',
  waiting_for_patient: 'Waiting for patient',
  new_response: 'New response',
  completed: 'Completed',
};

/** Spec §9 vouch types. */
export const VOUCH_LABELS = {
  telephoned: 'Telephoned the patient',
  checked_clinical_system: 'Checked the clinical system',
  know_personally: 'Know the patient personally',
  documentation_check: 'Checked documentation',
  additional_comments: 'Additional comments',
  other: 'Other',
} as const;
export type VouchType = keyof typeof VOUCH_LABELS;

/** NHS number check digit (Modulus 11): weights 10..2 over the first nine digits; 10 is never valid. */
export function isValidNhsNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  return nhsCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** The check digit for nine digits, or null when none makes a valid number. */
export function nhsCheckDigit(nine: string): number | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar day (YYYY-MM-DD) of an instant: daily limits count per UK day. */
export function ukDay(at: Date): string {
  return londonDay.format(at);
}

/** 'RQ-000123' for request 123 (the column is generated the same way in the database). */
export function referenceFor(id: number): string {
  return `RQ-${id < 1_000_000 ? String(id).padStart(6, '0') : String(id)}`;
}
