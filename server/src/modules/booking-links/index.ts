// The booking-links module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { bookingLinksModule } from './module.js';
export { bookingLinks } from './tables.js';
