export { TotalTriagePage } from './ui/total-triage-page';
export { CareNavigationPanel } from './ui/care-navigation-panel';
export { TotalTriageSettingsPanel } from './ui/total-triage-settings-panel';
