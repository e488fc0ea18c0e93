import { defineModule } from '../server-module.js';
import { staffResolvers } from './resolvers.js';

/** What the staff module adds to the server (registry.ts). */
export const staffModule = defineModule({
  name: 'staff',
  mainResolvers: () => staffResolvers,
});
