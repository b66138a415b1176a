export { SetPasswordPage } from './set-password-page';
