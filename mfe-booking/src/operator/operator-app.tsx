import type { ComponentType } from 'react';
import { Route, Routes } from '@trippy/router';
import { OperatorRoute } from './operator-route';
import {
  BookingDetailPage,
  BookingsPage,
  CollectionsPage,
  DeparturesPage,
  ManifestPage,
  NewBookingPage,
  PaymentsPage,
  TodayPage,
} from './lazy-pages';

/** This remote's back-office screens, under /operator: staff only, each page its own lazy chunk. */
const OPERATOR_PAGES: ReadonlyArray<[path: string, Page: ComponentType]> = [
  ['', TodayPage],
  ['bookings', BookingsPage],
  ['bookings/new', NewBookingPage],
  ['bookings/:id', BookingDetailPage],
  ['departures', DeparturesPage],
  ['departures/:id', ManifestPage],
  ['payments', PaymentsPage],
  ['collections', CollectionsPage],
];

export function OperatorApp() {
  return (
    <Routes>
      {OPERATOR_PAGES.map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <OperatorRoute>
              <Page />
            </OperatorRoute>
          }
        />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
