/**
 * Data sharing agreements (console area data-sharing, advanced) and care navigation of a request to another
 * organisation's group (spec §4 care navigation failures and the sharing denial's override).
 */
export { dataSharingResolvers, DATA_SHARING_LEVEL } from './resolvers.js';
export { dataSharingAgreements, requestSharingConsent } from './tables.js';
export { DATA_SHARING_MESSAGES } from './rules.js';
export { dataSharingModule } from './module.js';
