import { RegionRouter } from '@trippy/ui';
import { MyBookings } from '../my-bookings/my-bookings';

/** Rendered inside the account remote's profile page: it navigates with this remote's own router (react-router is not shared). */
export function Widget() {
  return (
    <RegionRouter>
      <MyBookings />
    </RegionRouter>
  );
}
