import { defineModule } from '../server-module.js';

/** The secret-rotation module mounts nothing: main.ts runs rotateSealedSecrets at start-up (registry.ts). */
export const secretRotationModule = defineModule({ name: 'secret-rotation' });
