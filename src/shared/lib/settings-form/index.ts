export { useSettingsForm } from './use-settings-form';
