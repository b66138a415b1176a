export { NotificationBell as Widget } from '../notifications/notification-bell';
