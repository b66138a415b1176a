export { http, API_TIMEOUT_MS, isAxiosError } from './http';
export { ApiFailure, errorMessage, serverMessage, isTimeout, statusOf } from './errors';
export { unwrap } from './envelope';
export {
  fetchPackages,
  fetchPackage,
  searchPackages,
  fetchPackagePage,
  fetchSearchSuggestions,
  fetchCategories,
  type PackagePageRequest,
  type PackagePageResult,
} from './packages-api';
export {
  registerCustomer,
  login,
  fetchCustomer,
  revokeSession,
  setPasswordWithLink,
  saveCustomerLocale,
  LOGOUT_WAIT_MS,
} from './customers-api';
export { createBooking, fetchBooking, fetchMyBookings } from './bookings-api';
export { startSession } from './start-session';
export { createLead } from './leads-api';
export { operatorHttp, type OperatorPage } from './operator/operator-http';
export {
  requestStaffCode,
  verifyStaffCode,
  acceptStaffInvite,
  fetchStaffMe,
  fetchStaffList,
  inviteStaff,
  updateStaff,
  fetchAuditLog,
  sendOperatorMessage,
  searchCustomers,
} from './operator/staff-api';
export { fetchLeads, fetchLead, updateLead, addLeadNote, fetchLeadAssignees } from './operator/leads-api';
export { fetchDepartures } from './operator/departures-api';
export {
  fetchToday,
  fetchOperatorBookings,
  fetchOperatorBooking,
  recordPayment,
  confirmOperatorBooking,
  fetchOperatorRefundQuote,
  cancelOperatorBooking,
} from './operator/bookings-api';
export { lookUpCustomer, createStaffBooking } from './operator/staff-bookings-api';
export { fetchManifest, fetchManifestCsv } from './operator/manifest-api';
export { fetchExportCsv, type CsvExport } from './operator/exports-api';
export { fetchReconciliation, markRefundPaid } from './operator/payments-api';
export {
  fetchMessageTemplates,
  updateMessageTemplate,
  fetchWhatsAppCompose,
  sendWhatsApp,
  type WhatsAppSubject,
} from './operator/message-templates-api';
export { fetchCollections } from './operator/collections-api';
export {
  fetchOperatorPackages,
  fetchOperatorPackage,
  createOperatorPackage,
  updateOperatorPackage,
  addOperatorBatch,
  updateOperatorBatch,
  uploadOperatorImage,
} from './operator/catalogue-api';
export {
  updateTravellers,
  fetchBatchChangeOptions,
  changeBatch,
  fetchInvoices,
  downloadInvoicePdf,
  filenameFrom,
  cancelDeparture,
  type DownloadedFile,
} from './lifecycle';
export { fetchMyWaitlist, joinWaitlist, leaveWaitlist } from './waitlist-api';
