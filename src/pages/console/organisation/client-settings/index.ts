export { ClientSettingsPage } from './ui/client-settings-page';
export { ClientSettingsPanel } from './ui/client-settings-panel';
