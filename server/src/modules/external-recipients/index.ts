/**
 * Console area external-recipients (spec §1, §6): enable forwarding for the organisation and keep its list of
 * external recipients; staff forward a request to one from the request view by secure email (messaging provider),
 * recorded in the request's thread.
 */
export { externalRecipientRoutes, EXTERNAL_RECIPIENTS_LEVEL } from './routes.js';
export { externalRecipientsEnabled } from './service.js';
export { externalRecipientsModule } from './module.js';
