import { defineModule } from '../server-module.js';
import { patientResolvers } from './resolvers.js';

/** What the patients module adds to the server (registry.ts). */
export const patientsModule = defineModule({
  name: 'patients',
  mainResolvers: () => patientResolvers,
});
