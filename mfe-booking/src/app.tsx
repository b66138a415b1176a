import { Route, Routes } from '@trippy/router';
import { RegionRouter, RequireLogin } from '@trippy/ui';
import { BookingPage } from './booking/booking-page';
import { ConfirmationPage } from './confirmation/confirmation-page';
import { SuccessPage } from './success/success-page';

export function App() {
  return (
    <RegionRouter>
      <Routes>
        <Route
          path="/booking/:id"
          element={
            <RequireLogin>
              <BookingPage />
            </RequireLogin>
          }
        />
        <Route path="/booking-confirmation" element={<ConfirmationPage />} />
        <Route path="/booking-success" element={<SuccessPage />} />
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}
