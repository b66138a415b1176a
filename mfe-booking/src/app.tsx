import { Route, Routes } from '@trippy/router';
import { RegionRouter, RequireLogin } from '@trippy/ui';
import { BookingPage } from './booking';
import { ConfirmationPage } from './confirmation';
import { SuccessPage } from './success';
import {
  BookingDetailPage,
  BookingsPage,
  DeparturesPage,
  ManifestPage,
  OperatorRoute,
  PaymentsPage,
  TodayPage,
} from './operator';

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
          path="/operator"
          element={
            <OperatorRoute>
              <TodayPage />
            </OperatorRoute>
          }
        />
        <Route
          path="/operator/bookings"
          element={
            <OperatorRoute>
              <BookingsPage />
            </OperatorRoute>
          }
        />
        <Route
          path="/operator/bookings/:id"
          element={
            <OperatorRoute>
              <BookingDetailPage />
            </OperatorRoute>
          }
        />
        <Route
          path="/operator/departures"
          element={
            <OperatorRoute>
              <DeparturesPage />
            </OperatorRoute>
          }
        />
        <Route
          path="/operator/departures/:id"
          element={
            <OperatorRoute>
              <ManifestPage />
            </OperatorRoute>
          }
        />
        <Route
          path="/operator/payments"
          element={
            <OperatorRoute>
              <PaymentsPage />
            </OperatorRoute>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}
