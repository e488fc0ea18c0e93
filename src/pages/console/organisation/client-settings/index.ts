export { ClientSettingsPanel } from './ui/client-settings-panel';
