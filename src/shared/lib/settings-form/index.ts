export { useSettingsForm } from './use-settings-form';
export type { SettingsForm, SettingsFormOptions } from './use-settings-form';
