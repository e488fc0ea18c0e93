export { ReminderSettingsPanel } from './ui/reminder-settings-panel';
