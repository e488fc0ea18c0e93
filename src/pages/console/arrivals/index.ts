export { AppointmentArrivalsPage } from './ui/appointment-arrivals-page';
export { CallScreensPage } from './ui/call-screens-page';
