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

/* The NHS number and UK day rules are shared with the browser (schema/rules). */
export { isValidNhsNumber, nhsCheckDigit } from '@contracts/rules/identifiers.js';
export { ukDay } from '@contracts/rules/uk-time.js';

/** 'RQ-000123' for request 123 (the column is generated the same way in the database). */
export function referenceFor(id: number): string {
  return `RQ-${id < 1_000_000 ? String(id).padStart(6, '0') : String(id)}`;
}
