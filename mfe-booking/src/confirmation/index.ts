export { ConfirmationPage } from './confirmation-page';
// The contact form and its rules, also used by the back office's booking by staff.
export { PersonalForm } from './personal-form';
export { ErrorSummary, type SummaryError } from './error-summary';
export {
  CUSTOMER_FIELD_ORDER,
  customerFieldId,
  validateCustomerDetails,
  type CustomerDetails,
  type CustomerErrors,
} from './customer-form';
