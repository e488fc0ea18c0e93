import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for vitest (node). Tests add per-test handlers with server.use(). */
export const server = setupServer(...handlers);
