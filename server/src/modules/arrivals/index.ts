/**
 * Appointment arrivals and patient call screens (spec §1, §3, §4, §5; issue 17).
 * - Console (GraphQL, schema/main/arrivals.graphql, basic access): waiting areas, consulting staff schedules,
 *   touchscreens (appointment-arrivals, only where the clinical system is not na/unknown), TV screens and news
 *   items (patient-call-screens).
 * - Devices (REST /api/arrivals/*, openapi): a kiosk or TV registers with the organisation id and its 4-digit code
 *   and gets a token (x-device-token) scoped to that one touchscreen or screen.
 * - Check-in marks the test-variant clinical system's appointment Arrived and records an `arrivals` row (method
 *   kiosk / mobile / reception, arrived_at, called_at): the source for an appointment arrivals report.
 * - The clinician's arrived patients list is refreshed over their clinicianNotifications channel (event refresh);
 *   TV screens listen on the /call-screens namespace (socket.ts).
 */
export { arrivalResolvers, ARRIVALS_AREA_LEVEL } from './resolvers.js';
export { arrivalRoutes } from './routes.js';
export { seedArrivalsDemo } from './demo-data.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { attachCallScreenSockets } from './socket.js';
export { arrivalsModule } from './module.js';
export { markAppointmentArrived } from './mark-arrived.js';
