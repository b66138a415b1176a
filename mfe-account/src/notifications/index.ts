export { NotificationBell } from './notification-bell';
export { REALTIME_OPTIONS } from './realtime-client';
