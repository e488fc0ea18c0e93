import { isValidDailyLimit } from '@contracts/rules/request-limits.js';
import { textListProblems, textListSizeProblem, type TextListProblem } from '@contracts/rules/text-lists.js';

/** The default outcomes every organisation starts from (spec §3 'text lists with defaults'). */
export const DEFAULT_OUTCOMES: readonly string[] = [
  'Advice given',
  'Self-care advice given',
  'Appointment booked',
  'Prescription issued',
  'Referred to another service',
  'Signposted to pharmacy',
  'Test results given',
  'Admin query resolved',
  'No action needed',
];

/** The default admin query types every organisation starts from. */
export const DEFAULT_ADMIN_QUERY_TYPES: readonly string[] = [
  'Fit note',
  'Test results',
  'Repeat prescription',
  'Referral update',
  'Change of personal details',
  'Medical report or letter',
  'Other admin query',
];

type ListMessages = Record<TextListProblem | 'empty' | 'tooMany', string>;

export const REQUEST_WORKFLOW_MESSAGES = {
  // spec §5 'Request limits: zero, positive or empty'
  dailyLimit: 'Enter a daily limit of 0 or more, or leave it empty for no limit',
  dailyLimitRepeated: 'Each request type may have one daily limit',
  // spec §5 'Outcome required'
  outcomes: {
    required: 'Enter the outcome',
    duplicate: 'This outcome is already in the list',
    tooLong: 'An outcome must be 100 characters or fewer',
    empty: 'Add at least one outcome',
    tooMany: 'A list can hold at most 100 outcomes',
  } satisfies ListMessages,
  // spec §5 'Admin query type required'
  adminQueryTypes: {
    required: 'Enter the admin query type',
    duplicate: 'This admin query type is already in the list',
    tooLong: 'An admin query type must be 100 characters or fewer',
    empty: 'Add at least one admin query type',
    tooMany: 'A list can hold at most 100 admin query types',
  } satisfies ListMessages,
} as const;

/**
 * Field messages for a text list (empty when valid). Fields are named as the console form names them:
 * `items.<index>.text` for an entry, `items` for the list as a whole.
 */
export function textListErrors(entries: readonly string[], messages: ListMessages): Record<string, string> {
  const errors: Record<string, string> = {};
  const size = textListSizeProblem(entries);
  if (size) errors.items = messages[size];
  for (const [index, problem] of Object.entries(textListProblems(entries))) {
    errors[`items.${index}.text`] = messages[problem];
  }
  return errors;
}

/** Field messages for daily limits (`limits.<type>`), empty when valid. */
export function dailyLimitErrors(
  limits: readonly { requestType: string; limit: number | null }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { requestType, limit } of limits) {
    if (seen.has(requestType)) errors[`limits.${requestType}`] = REQUEST_WORKFLOW_MESSAGES.dailyLimitRepeated;
    else if (!isValidDailyLimit(limit)) errors[`limits.${requestType}`] = REQUEST_WORKFLOW_MESSAGES.dailyLimit;
    seen.add(requestType);
  }
  return errors;
}
