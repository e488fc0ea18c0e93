export { InformationGovernancePanel } from './ui/information-governance-panel';
