export { createAppRouter, routes } from './router';
export { decideGuard } from './guard-decision';
export type { GuardDecision, GuardInput } from './guard-decision';
export { redirectLegacyHash, legacyHashTarget } from './legacy-hash';
