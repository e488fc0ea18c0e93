export { createAppRouter } from './router';
export { redirectLegacyHash } from './legacy-hash';
