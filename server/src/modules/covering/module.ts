import { defineModule } from '../server-module.js';
import { coveringResolvers } from './resolvers.js';

/** What the covering module adds to the server (registry.ts). */
export const coveringModule = defineModule({
  name: 'covering',
  mainResolvers: () => coveringResolvers,
});
