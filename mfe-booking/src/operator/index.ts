export { OperatorRoute } from './operator-route';
export { BookingDetailPage, BookingsPage, DeparturesPage, ManifestPage, TodayPage } from './lazy-pages';
