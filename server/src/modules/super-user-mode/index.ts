/**
 * Super-user mode (spec §6, §9): super-user powers belong to one configured staff id (SUPER_USER_STAFF_ID) and
 * apply only while that account has turned the mode on. The rules themselves are the users module's (super-user.ts),
 * read by the authenticator, sign-in and this module's switch.
 */
export { superUserModeModule } from './module.js';
