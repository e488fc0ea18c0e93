export { AppointmentRemindersPage } from './ui/appointment-reminders-page';
