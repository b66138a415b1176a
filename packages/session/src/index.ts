export { STORAGE_KEYS } from './storage-keys';
export {
  sessionStore,
  storeLogin,
  setCustomer,
  clearSession,
  keepCredentialsAfterError,
  type SessionState,
  type SessionStatus,
  type LoginResult,
} from './session-store';
export { useSession } from './use-session';
export {
  staffSessionStore,
  storeStaffLogin,
  refreshStaffIdentity,
  clearStaffSession,
  useStaffSession,
  type StaffIdentity,
  type StaffSessionState,
} from './staff-session';
