export {
  reminderQueries,
  useCancelReminderMutation,
  useSaveReminderSettingsMutation,
  type ReminderLogEntry,
  type ReminderSettings,
} from './api/reminders-api';
