// Contracts of the back office's API (/api/operator/...), one file per screen's data.
export * from './paging';
export * from './staff-auth';
export * from './staff';
export * from './audit';
export * from './leads';
export * from './today';
export * from './messages';
export * from './realtime';
export * from './browser-events';
export * from './bookings';
export * from './manifest';
export * from './departures';
export * from './catalogue';
export * from './payments';
export * from './exports';
export * from './staff-bookings';
