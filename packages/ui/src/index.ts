export { Spinner } from './spinner';
export { MessagePage, RegionError, actionClassName } from './message-page';
export { ComingSoon } from './coming-soon';
export { BRAND } from './brand';
export { useLoad, type LoadState } from './use-load';
export { RequireLogin } from './require-login';
export { formatTripDate, formatDateRange } from './format-date';
export { Field, formStyles } from './field';
export { PhoneField } from './phone-field';
