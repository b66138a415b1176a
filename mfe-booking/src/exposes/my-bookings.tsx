export { MyBookings as Widget } from '../my-bookings';
