import { defineModule } from '../server-module.js';
import { patientAccountRoutes } from './routes.js';

/** What the patient-accounts module adds to the server (registry.ts). */
export const patientAccountsModule = defineModule({
  name: 'patient-accounts',
  rest: () => patientAccountRoutes,
});
