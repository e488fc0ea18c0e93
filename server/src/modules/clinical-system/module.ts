import { defineModule } from '../server-module.js';

/** What the clinical-system module adds to the server (registry.ts). */
export const clinicalSystemModule = defineModule({
  name: 'clinical-system',
});
