export { WorkloadPage } from './ui/pages';
export { WorkloadPanel } from './ui/workload-panel';
