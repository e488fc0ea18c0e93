// The outbound module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { seedDemoOutbound } from './demo-outbound.js';
export { outboundModule } from './module.js';
export { outboundRecipients } from './tables.js';
export { replySubmissionByToken } from './submission.js';
