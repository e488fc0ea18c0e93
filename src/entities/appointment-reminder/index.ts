export {
  reminderQueries,
  useCancelReminderMutation,
  useSaveReminderSettingsMutation,
  type ReminderLogEntry,
  type ReminderLogQuery,
  type ReminderSettings,
  type ReminderSettingsUpdate,
} from './api/reminders-api';
