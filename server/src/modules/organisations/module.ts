import { defineModule } from '../server-module.js';

/** What the organisations module adds to the server (registry.ts). */
export const organisationsModule = defineModule({
  name: 'organisations',
});
