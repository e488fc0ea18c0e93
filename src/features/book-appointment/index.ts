export { BookingPanel } from './ui/booking-panel';
