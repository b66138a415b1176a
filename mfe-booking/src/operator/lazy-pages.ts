import { lazyWithRetry } from '@trippy/federation';

// The back office's screens, each its own chunk: public pages of this remote never download them.
export const TodayPage = lazyWithRetry(() => import('./today-page').then((m) => ({ default: m.TodayPage })));
export const BookingsPage = lazyWithRetry(() =>
  import('./bookings-page').then((m) => ({ default: m.BookingsPage })),
);
export const BookingDetailPage = lazyWithRetry(() =>
  import('./booking-detail-page').then((m) => ({ default: m.BookingDetailPage })),
);
export const DeparturesPage = lazyWithRetry(() =>
  import('./departures-page').then((m) => ({ default: m.DeparturesPage })),
);
export const ManifestPage = lazyWithRetry(() =>
  import('./manifest-page').then((m) => ({ default: m.ManifestPage })),
);
export const PaymentsPage = lazyWithRetry(() =>
  import('./payments-page').then((m) => ({ default: m.PaymentsPage })),
);
export const NewBookingPage = lazyWithRetry(() =>
  import('./new-booking/new-booking-page').then((m) => ({ default: m.NewBookingPage })),
);
export const CollectionsPage = lazyWithRetry(() =>
  import('./collections-page').then((m) => ({ default: m.CollectionsPage })),
);
