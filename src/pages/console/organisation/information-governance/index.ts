export { InformationGovernancePage } from './ui/information-governance-page';
export { InformationGovernancePanel } from './ui/information-governance-panel';
