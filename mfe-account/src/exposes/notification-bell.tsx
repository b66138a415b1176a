export { NotificationBell as Widget } from '../notifications';
