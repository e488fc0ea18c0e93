import { defineModule } from '../server-module.js';
import { patientPortalResolvers } from './resolvers.js';

/** What the patient-portal module adds to the server (registry.ts). */
export const patientPortalModule = defineModule({
  name: 'patient-portal',
  mainResolvers: () => patientPortalResolvers,
  // the practice's patient portal page (/consult/portal/{wcmsId})
  publicFields: ['Query.patientPortal'],
});
