export { SuccessPage } from './success-page';
