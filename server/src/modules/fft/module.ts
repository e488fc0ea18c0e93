import { defineModule } from '../server-module.js';
import { requestCompleted } from '../messages/index.js';
import { scheduleFftInvitation } from './service.js';
import { fftResolvers } from './resolvers.js';
import { fftRoutes } from './routes.js';
import { startFftWorker } from './worker.js';

/** What the fft module adds to the server (registry.ts). */
export const fftModule = defineModule({
  name: 'fft',
  rest: () => fftRoutes,
  mainResolvers: () => fftResolvers,
  start: startFftWorker,
  // spec §3 FFT: completing a request of a chosen type schedules its patient's invitation
  connect: () => requestCompleted.listen(scheduleRequestFftInvitation),
});

async function scheduleRequestFftInvitation(...args: Parameters<typeof scheduleFftInvitation>): Promise<void> {
  await scheduleFftInvitation(...args);
}
