import { defineModule } from '../server-module.js';
import { fftResolvers } from './resolvers.js';
import { fftRoutes } from './routes.js';
import { startFftWorker } from './worker.js';

/** What the fft module adds to the server (registry.ts). */
export const fftModule = defineModule({
  name: 'fft',
  rest: () => fftRoutes,
  mainResolvers: () => fftResolvers,
  start: startFftWorker,
});
