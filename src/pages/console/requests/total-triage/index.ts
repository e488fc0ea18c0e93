export { TotalTriagePage } from './ui/pages';
export { CareNavigationPanel } from './ui/care-navigation-panel';
export { TotalTriageSettingsPanel } from './ui/total-triage-settings-panel';
