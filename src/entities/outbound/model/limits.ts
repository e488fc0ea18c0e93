/** spec §5 Outbound and §9 limits, as the server enforces them. */
export const OUTBOUND_LIMITS = {
  preference: 50,
  pathwayName: 64,
  pathwayDescription: 128,
  reminderMax: 99,
  senderIdUnder: 12,
  addressUnder: 255,
  postcodeUnder: 16,
  csvBytesUnder: 10 * 1024 * 1024,
  csvRecipients: 20_000,
  fragment: 160,
  fallbackHours: [3, 24],
  yearsAhead: 2,
} as const;

/** spec §9: the outbound list is fetched again this often. */
export const OUTBOUND_LIST_POLL_MS = 60_000;

/** How often a message whose delivery is still moving (a recipient not final) is fetched again. */
export const OUTBOUND_LIVE_POLL_MS = 2_000;

/** Recipient counts still moving: not yet delivered, read, failed or cancelled. */
export function hasUnsettledRecipients(counts: { pending: number; queued: number; sent: number }): boolean {
  return counts.pending + counts.queued + counts.sent > 0;
}
