export { HIDDEN_ENVIRONMENTS, environmentName, showEnvironmentBadge } from './environment-name';
export type { EnvironmentBadgeInput } from './environment-name';
