export { OperatorRoute } from './operator-route';
export {
  BookingDetailPage,
  BookingsPage,
  DeparturesPage,
  ManifestPage,
  PaymentsPage,
  TodayPage,
} from './lazy-pages';
