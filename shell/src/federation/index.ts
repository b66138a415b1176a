export { registerRemoteApplications } from './register-remote-applications';
