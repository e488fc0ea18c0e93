import { defineModule } from '../server-module.js';
import { bookingLinkResolvers } from './resolvers.js';
import { bookingLinkRoutes } from './routes.js';

/** What the booking-links module adds to the server (registry.ts): staff send self-book links, patients book. */
export const bookingLinksModule = defineModule({
  name: 'booking-links',
  rest: () => bookingLinkRoutes,
  mainResolvers: () => bookingLinkResolvers,
});
