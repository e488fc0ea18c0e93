// Every table of every module, for Drizzle's query builder and drizzle-kit migrations.
export * from '../modules/organisations/tables.js';
export * from '../modules/users/tables.js';
export * from '../auth/tables.js';
export * from '../modules/session/tables.js';
export * from '../modules/accounts/tables.js';
export * from '../providers/messaging/tables.js';
export * from '../modules/groups/tables.js';
export * from '../modules/messages/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/adhoc-video/tables.js';
export * from '../modules/transaction-log/tables.js';
export * from '../modules/clinical/tables.js';
export * from '../modules/attach-tasks/tables.js';
export * from '../modules/outbound/tables.js';
export * from '../modules/clinical-system/tables.js';
export * from '../modules/total-triage/tables.js';
export * from '../modules/appointment-reminders/tables.js';
