export { fftResolvers, FFT_AREA_LEVEL } from './resolvers.js';
export { fftRoutes } from './routes.js';
export { startFftWorker } from './worker.js';
export {
  answerFft,
  fftForPatient,
  processFftInvitations,
  readFftSettings,
  saveFftSettings,
  scheduleFftInvitation,
  FFT_ALREADY_ANSWERED,
  FFT_PATH,
} from './service.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { feedback } from './tables.js';
export { fftModule } from './module.js';
export { scheduleAppointmentFftInvitation } from './service.js';
export { fftInvitations } from './tables.js';
