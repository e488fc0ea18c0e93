import { defineModule } from '../server-module.js';
import { templateResolvers } from './resolvers.js';

/** What the templates module adds to the server (registry.ts). */
export const templatesModule = defineModule({
  name: 'templates',
  mainResolvers: () => templateResolvers,
});
