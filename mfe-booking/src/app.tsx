import { Route, Routes } from 'react-router-dom';
import { RequireLogin } from '@trippy/ui';
import { BookingPage } from './booking/booking-page';
import { ConfirmationPage } from './confirmation/confirmation-page';
import { SuccessPage } from './success/success-page';
import { RegionRouter } from '@trippy/federation';

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
