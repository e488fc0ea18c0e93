import { defineModule } from '../server-module.js';
import { superUserModeResolvers } from './resolvers.js';

/** What the super-user-mode module adds to the server (registry.ts). */
export const superUserModeModule = defineModule({
  name: 'super-user-mode',
  mainResolvers: () => superUserModeResolvers,
});
