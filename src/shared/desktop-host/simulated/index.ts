export { installSimulatedHost } from './install';
export type { SimulatedHostController, SimulatedHostOptions, SimulatedHostState } from './install';
export { installSimulatedHostForDevelopment } from './dev';
