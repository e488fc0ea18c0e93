export { DataSharingPanel } from './ui/data-sharing-panel';
