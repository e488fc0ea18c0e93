/* spec §5 'Request limits: zero, positive or empty.' (spec §6 'Organisations have daily limits per request type'). */

/** The highest daily limit the console accepts for one request type. */
export const DAILY_LIMIT_MAX = 100_000;

/** A daily limit is empty (null: no limit) or a whole number from 0 (0 refuses every request of the type). */
export function isValidDailyLimit(limit: number | null): boolean {
  return limit === null || (Number.isInteger(limit) && limit >= 0 && limit <= DAILY_LIMIT_MAX);
}
