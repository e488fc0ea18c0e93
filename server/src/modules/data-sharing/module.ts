import { defineModule } from '../server-module.js';
import { dataSharingResolvers } from './resolvers.js';

/** What the data-sharing module adds to the server (registry.ts). */
export const dataSharingModule = defineModule({
  name: 'data-sharing',
  mainResolvers: () => dataSharingResolvers,
});
