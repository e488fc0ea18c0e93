/** Key rotation for secrets at rest, run at start-up (main.ts). */
export { rotateSealedSecrets, type RotationResult } from './service.js';
export { secretRotationModule } from './module.js';
