export { MyBookings } from './my-bookings';
