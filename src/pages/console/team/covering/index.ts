export { CoveringPage, CoveringPanel } from './ui/covering-page';
