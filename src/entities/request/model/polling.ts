/** spec §9: the inbox looks for new messages this often. */
export const NEW_MESSAGES_POLL_MS = 30_000;
/** spec §9: every request the client holds is fetched again this often. */
export const REPEAT_MESSAGES_POLL_MS = 600_000;
