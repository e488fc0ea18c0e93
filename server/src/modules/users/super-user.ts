import type { ServerConfig } from '../../config.js';

/** What callers are told (spec §6 gives the rule; the wording is ours). */
export const SUPER_USER_MODE_MESSAGES = {
  notAllowed: 'Only the super user account can turn super-user mode on or off.',
} as const;

/** spec §6, §9: the one staff id that may be a super user (SUPER_USER_STAFF_ID, default 1). */
export function isSuperUserAccount(userId: number, config: Pick<ServerConfig, 'superUserStaffId'>): boolean {
  return userId === config.superUserStaffId;
}

/**
 * Whether an account has super-user powers now: its flag is on AND it is the allowed id. The flag on any other
 * account (a copied database, a hand edit) grants nothing.
 */
export function hasSuperUserPowers(
  account: { id: number; isSuperUser: boolean },
  config: Pick<ServerConfig, 'superUserStaffId'>,
): boolean {
  return account.isSuperUser && isSuperUserAccount(account.id, config);
}
