export { msg } from './message';
export {
  localizeListedPackage,
  localizePackage,
  type ListedPackageWords,
  type PackageWords,
  type PackageWordsTranslation,
} from './localize-package';
export { daysBetween, addDays, toDateOnly, isCalendarDate } from './dates';
export {
  GST_PERCENT,
  PER_PERSON_PLUS_GST,
  PLUS_GST,
  ADVANCE_PERCENT,
  BALANCE_DUE_DAYS_BEFORE,
  priceBooking,
  balanceDueDate,
  balanceDueDateFrom,
  paymentScheduleFor,
  bookingPaymentStatus,
  travellersEditable,
  batchChangeDeadline,
  batchChangeAllowed,
  priceBatchChange,
  TRAVELLERS_EDITABLE_DAYS_BEFORE,
  BATCH_CHANGE_DAYS_BEFORE,
  type PaymentSchedule,
  type PaymentStatusInput,
  type PaymentStatus,
  type BatchChangePriceInput,
  type PaymentType,
  type PriceInput,
  type PriceBreakdown,
} from './pricing';
export { quoteBooking, type BookingQuote, type QuoteChoice, type QuotePackage } from './quote';
export {
  GROUP_SIZE,
  REFUND_BANDS,
  REFUND_TABLE_NAMES,
  refundBandFor,
  refundFor,
  type RefundBand,
  type RefundInput,
  type RefundQuote,
  type RefundTable,
} from './refund';
export { formatRupees, formatPrice, discountPercent, formatTripDate, formatDateRange } from './format';
export { isProfileComplete, type ProfileFields } from './customer';
export { availabilityFor, FILLING_FAST_PERCENT, FILLING_FAST_SEATS, type Availability } from './availability';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  INDIAN_MOBILE_PATTERN,
  isValidEmail,
  isIndianMobile,
} from './contact';
export { LEAD_CALLBACK_HOURS, leadWait, type LeadWait } from './lead-wait';
export {
  todayInIndia,
  remainingAfter,
  amountDue,
  balanceDueDateOf,
  applyPayment,
  operatorRefund,
  paidEnoughToConfirm,
  type BookingBalance,
  type PaymentOutcome,
} from './payments';
export {
  seatsSold,
  resizeBatch,
  seatsBelowSoldMessage,
  seatSplit,
  type BatchSeats,
  type ResizeOutcome,
  type SeatSplit,
} from './batch-seats';
export {
  balanceOwed,
  firstDayAfter,
  isMonth,
  monthOf,
  type BalanceOwed,
  type CollectableBooking,
} from './collections';
export { packageRuleError, batchDatesError, type PackageRuleInput, type BatchDates } from './package-rules';
export {
  normaliseIdNumber,
  idNumberError,
  maskIdNumber,
  travellerFieldMessage,
  travellersError,
  type IdType,
  type TravellerFields,
} from './travellers';
export { numberInIndianWords, rupeesInWords } from './money-words';
export { financialYear, invoiceNumber, splitGst, type GstSplit } from './invoice';
export {
  INDIAN_STATES,
  INDIAN_STATE_NAMES,
  isIndianState,
  gstStateCode,
  pinCodeIn,
  stateOfPinCode,
  placeOfSupply,
  type IndianState,
  type PlaceOfSupply,
} from './place-of-supply';
export { SELLER, sellerAddressLine, sellerLines, type Seller } from './seller';
export {
  BALANCE_REMINDER_DAYS,
  balanceReminderDate,
  balanceReminderState,
  upcomingBalanceReminders,
  type BalanceReminderDay,
} from './reminders';
export { MAX_SEATS_PER_BOOKING, maxSeatsFor, clampSeats } from './seats';
export {
  foldPackageSearchText,
  matchesPackageSearch,
  packageMatchesSearch,
  searchFolded,
  textMatchesSearch,
  withinOneTypo,
  SEARCH_TYPO_MIN_LETTERS,
  type FoldedSearch,
  type FoldedSearchField,
  type PackageSearchText,
} from './package-search';
export { SEARCH_SYNONYMS } from './content/search-synonyms';
export {
  inPackageBand,
  matchesListingFilter,
  sortPackages,
  type FilteredPackage,
  type PackageBand,
  type PackageListingFilter,
  type PackageListingSort,
  type SortedPackage,
} from './package-listing';
export {
  DomainError,
  SeatsUnavailable,
  BookingNotFound,
  invalidInput,
  unauthenticated,
  forbidden,
  notFound,
  conflict,
  ruleViolated,
  unavailable,
  tooManyAttempts,
  codeRequestTooSoon,
  type DomainErrorKind,
} from './errors';
export { nextPaymentDue, allocateRefund, type PaymentOrderKind, type PayableBooking } from './online-payment';
export {
  BOOKING_RECEIVED_MESSAGE,
  HOLD_EXPIRED_NOTE,
  tooManyHeldSeats,
  holdExpiry,
  holdEnded,
} from './seat-hold';
export { BOOKING_REFERENCE_PATTERN, bookingReference, parseBookingReference } from './booking-reference';
export {
  BOOKING_STATE_LABEL,
  bookingStateOf,
  type BookingState,
  type BookingStateInput,
} from './booking-state';
export {
  normaliseSeason,
  isInSeason,
  firstDayInSeason,
  departuresInSeason,
  seasonLabel,
  departureSeasonWarning,
  yatraSeason,
  fillSeason,
  type SeasonMonths,
  type TempleDates,
  type YatraYear,
  type YatraSeason,
} from './season';
export { countOf } from './count';
export {
  AUDIT_ACTIONS,
  auditActorName,
  auditRecordRows,
  describeAuditEntry,
  type AuditAction,
  type AuditActor,
  type AuditRecordRow,
  type AuditSentenceInput,
  type AuditSubject,
} from './audit-sentence';
export {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATES_HINDI,
  TEMPLATE_PLACEHOLDERS,
  PLACEHOLDER_HINTS,
  PLACEHOLDERS_FOR,
  OFFICE_PHONE,
  TEMPLATE_BODY_MAX,
  isMessageTemplateKey,
  fillTemplate,
  composeMessage,
  messageGreeting,
  templateBodyError,
  missingValuesError,
  type MessageAudience,
  type MessageTemplateKey,
  type MessageTemplateDefinition,
  type TemplatePlaceholder,
  type TemplateValues,
} from './message-templates';
export { DEFAULT_COUNTRY_CODE, whatsappNumber, whatsappChatUrl } from './whatsapp';
