import { defineModule } from '../server-module.js';
import { visionLoginResolvers } from './resolvers.js';

/** What the vision-login module adds to the server (registry.ts). */
export const visionLoginModule = defineModule({
  name: 'vision-login',
  mainResolvers: () => visionLoginResolvers,
});
