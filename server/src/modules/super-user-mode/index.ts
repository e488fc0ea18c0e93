/**
 * Super-user mode (spec §6, §9): super-user powers belong to one configured staff id (SUPER_USER_STAFF_ID) and
 * apply only while that account has turned the mode on.
 */
export { hasSuperUserPowers, isSuperUserAccount, SUPER_USER_MODE_MESSAGES } from './rules.js';
export { superUserModeModule } from './module.js';
