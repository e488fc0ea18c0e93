/**
 * Mobile arrival (spec §1, §3, §5; issue 17).
 * - Console (GraphQL, schema/main/mobile-arrival.graphql, basic access, where there is a clinical system): enabled,
 *   info message, branch locations (practice location on a map, arrive-within distance, appointment location).
 * - Links: a one-time opaque token per appointment message (only its hash kept), in the appointment reminder
 *   (mobileArrivalLinkFor, used by appointment-reminders) and in an arrival SMS on the day (worker.ts).
 * - The phone (REST /api/mobile-arrival/{token}, openapi): the server checks the position against the branch
 *   locations (haversine) and the time window, then marks the appointment arrived through the arrivals module
 *   (method 'mobile'). The token is redacted from request logs (app.ts SECRET_PATH), as is the page's /consult/arrive/{token}.
 */
export { mobileArrivalModule } from './module.js';
export { mobileArrivalLinkFor } from './service.js';
export { seedMobileArrivalDemo } from './demo-data.js';
