// One formatter for dates people read, in the domain (mails and notifications use it too).
export { formatTripDate, formatDateRange } from '@trippy/domain';
