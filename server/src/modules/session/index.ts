// The session module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { auditInfo, type AuditInfo } from './audit.js';
export { completeSignIn, findUserByAccountName, type LoginOutcome, loginResult } from './login.js';
export { sessionModule } from './module.js';
