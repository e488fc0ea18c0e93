/** spec §5 Outbound and §9 limits, the same object the server enforces. */
export { OUTBOUND_LIMITS } from '@contracts/rules/limits';

/** spec §9: the outbound list is fetched again this often. */
export const OUTBOUND_LIST_POLL_MS = 60_000;

/** How often a message whose delivery is still moving (a recipient not final) is fetched again. */
export const OUTBOUND_LIVE_POLL_MS = 2_000;

/** Recipient counts still moving: not yet delivered, read, failed or cancelled. */
export function hasUnsettledRecipients(counts: { pending: number; queued: number; sent: number }): boolean {
  return counts.pending + counts.queued + counts.sent > 0;
}
