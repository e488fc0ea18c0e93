import { defineModule } from '../server-module.js';
import { transactionLogResolvers } from './resolvers.js';
import { transactionLogRoutes } from './routes.js';

/** What the transaction-log module adds to the server (registry.ts). */
export const transactionLogModule = defineModule({
  name: 'transaction-log',
  rest: () => transactionLogRoutes,
  mainResolvers: () => transactionLogResolvers,
});
