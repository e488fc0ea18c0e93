// Every table of every module, for Drizzle's query builder and drizzle-kit migrations.
export * from '../modules/organisations/tables.js';
export * from '../modules/users/tables.js';
