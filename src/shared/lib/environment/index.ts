export { environmentName, showEnvironmentBadge } from './environment-name';
