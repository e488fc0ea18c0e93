export { BookingPanel } from './ui/booking-panel';
export { bookingQueries } from './api/booking';
