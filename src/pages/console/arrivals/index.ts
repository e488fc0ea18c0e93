export { AppointmentArrivalsPanel } from './ui/appointment-arrivals-page';
export { CallScreensPanel } from './ui/call-screens-page';
