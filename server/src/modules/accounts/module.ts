import { defineModule } from '../server-module.js';
import { accountResolvers } from './resolvers.js';
import { accountRoutes } from './routes.js';

/** What the accounts module adds to the server (registry.ts). */
export const accountsModule = defineModule({
  name: 'accounts',
  rest: () => accountRoutes,
  mainResolvers: () => accountResolvers,
  publicFields: ['Query.registration', 'Mutation.register', 'Mutation.requestPasswordReset', 'Mutation.resetPassword'],
});
