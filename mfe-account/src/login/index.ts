export { LoginPage } from './login-page';
export { useLoginSuccess } from './use-login-success';
