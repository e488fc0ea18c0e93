export { AppointmentRemindersPanel } from './ui/appointment-reminders-panel';
