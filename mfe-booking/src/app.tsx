import { Suspense } from 'react';
import { Route, Routes } from '@trippy/router';
import { RegionRouter, RequireLogin } from '@trippy/ui';
import { BookingPage } from './booking';
import { ConfirmationPage } from './confirmation';
import { SuccessPage } from './success';
import { OperatorApp } from './operator';

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
        <Route
          path="/operator/*"
          element={
            <Suspense fallback={null}>
              <OperatorApp />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}
