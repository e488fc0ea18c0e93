/** spec §5 Outbound and §9 limits, the same object the server enforces. */
export { OUTBOUND_LIMITS } from '@contracts/rules/limits';

/** spec §9: the outbound list is fetched again this often. */
export const OUTBOUND_LIST_POLL_MS = 60_000;
