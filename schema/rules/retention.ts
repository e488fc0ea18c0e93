/* spec §3 Information governance, §5 'number required, at most 500; client retention cannot be shorter than
   consult's', §9 'Retention number max 500': rules the console panel and the server both apply. */

export const RETENTION_UNITS = ['days', 'months', 'years'] as const;
export type RetentionUnit = (typeof RETENTION_UNITS)[number];

export type Retention = { value: number; unit: RetentionUnit };

/** spec §9: the retention number is at most 500 (and, being required, at least 1). */
export const RETENTION_LIMITS = { min: 1, max: 500 } as const;

/**
 * Days in one unit. The deletion job and the 'not shorter' rule use the same fixed lengths (a month is 30 days, a
 * year 365), so what the rule allows is exactly what the job keeps.
 */
export const RETENTION_UNIT_DAYS: Readonly<Record<RetentionUnit, number>> = { days: 1, months: 30, years: 365 };

/** The retention in days. */
export function retentionDays(retention: Retention): number {
  return retention.value * RETENTION_UNIT_DAYS[retention.unit];
}

/** Records completed before this instant are past the retention at `now`. */
export function retentionCutoff(retention: Retention, now: Date): Date {
  return new Date(now.getTime() - retentionDays(retention) * 86_400_000);
}

export type RetentionProblem = 'required' | 'shorter_than_consult';

/** A whole number from 1 to 500 with a known unit. */
export function isRetentionValid(retention: { value: unknown; unit: unknown }): retention is Retention {
  return (
    typeof retention.value === 'number' &&
    Number.isInteger(retention.value) &&
    retention.value >= RETENTION_LIMITS.min &&
    retention.value <= RETENTION_LIMITS.max &&
    (RETENTION_UNITS as readonly unknown[]).includes(retention.unit)
  );
}

/** The problems of a client and consult retention pair, by field ('client.value', 'consult.value'). */
export function retentionProblems(input: {
  client: { value: unknown; unit: unknown };
  consult: { value: unknown; unit: unknown };
}): Partial<Record<'client.value' | 'consult.value', RetentionProblem>> {
  const problems: Partial<Record<'client.value' | 'consult.value', RetentionProblem>> = {};
  const { client, consult } = input;
  if (!isRetentionValid(client)) problems['client.value'] = 'required';
  if (!isRetentionValid(consult)) problems['consult.value'] = 'required';
  if (isRetentionValid(client) && isRetentionValid(consult) && retentionDays(client) < retentionDays(consult)) {
    problems['client.value'] = 'shorter_than_consult';
  }
  return problems;
}
