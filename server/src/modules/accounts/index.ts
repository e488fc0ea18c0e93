// The accounts module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { issueLinkToken, linkUrl } from './links.js';
export { isStaffEmail, normaliseEmail, passwordErrors, staffEmailMessage } from './rules.js';
export { updateUser } from './service.js';
export { viewer } from './organisations.js';
export { accountsModule } from './module.js';
