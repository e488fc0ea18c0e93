export { WorkloadPanel } from './ui/workload-panel';
