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
