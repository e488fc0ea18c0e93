import {
  RETENTION_LIMITS,
  retentionProblems,
  type Retention,
  type RetentionProblem,
} from '@contracts/rules/retention.js';

export type RetentionSettings = { client: Retention; consult: Retention };

/** spec §3: kept when never saved. Eight years, the usual keeping period of GP records of adults. */
export const DEFAULT_RETENTION: RetentionSettings = {
  client: { value: 8, unit: 'years' },
  consult: { value: 8, unit: 'years' },
};

/** How many records one deletion batch removes (each batch is its own transaction). */
export const DELETION_BATCH = 100;

/** The UK hour from which the nightly deletion may run (quiet hours). */
export const NIGHTLY_RUN_HOUR = 2;

export const INFORMATION_GOVERNANCE_MESSAGES = {
  clientRequired: `Enter the client retention, a whole number from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max}`,
  consultRequired: `Enter the consult retention, a whole number from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max}`,
  // spec §5 'Client retention cannot be shorter than consult's'
  clientShorter: 'Client retention cannot be shorter than consult retention',
  superUserOnly: 'Only a super user can run the deletion job',
} as const;

const MESSAGE: Record<'client.value' | 'consult.value', Record<RetentionProblem, string>> = {
  'client.value': {
    required: INFORMATION_GOVERNANCE_MESSAGES.clientRequired,
    shorter_than_consult: INFORMATION_GOVERNANCE_MESSAGES.clientShorter,
  },
  'consult.value': {
    required: INFORMATION_GOVERNANCE_MESSAGES.consultRequired,
    shorter_than_consult: INFORMATION_GOVERNANCE_MESSAGES.clientShorter,
  },
};

/** Field messages for a retention pair (empty when valid). */
export function retentionErrors(input: RetentionSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(retentionProblems(input)) as [
    'client.value' | 'consult.value',
    RetentionProblem,
  ][]) {
    errors[field] = MESSAGE[field][problem];
  }
  return errors;
}
