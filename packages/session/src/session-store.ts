import { createStore } from 'zustand/vanilla';
import { sendSiteEvent, SITE_EVENT, type Customer } from '@trippy/contracts';
import { STORAGE_KEYS } from './storage-keys';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  userId: string | null;
  token: string | null;
  customer: Customer | null;
  isProfileComplete: boolean;
}

export interface LoginResult {
  _id: string;
  token: string;
  customer?: Customer | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredCustomer(): Customer | null {
  const raw = storage()?.getItem(STORAGE_KEYS.customerData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Customer;
  } catch {
    return null;
  }
}

function initialState(): SessionState {
  const store = storage();
  const userId = store?.getItem(STORAGE_KEYS.userId) ?? null;
  const token = store?.getItem(STORAGE_KEYS.token) ?? null;
  const customer = userId && token ? readStoredCustomer() : null;
  return {
    status: userId && token ? 'loading' : 'unauthenticated',
    userId,
    token,
    customer,
    isProfileComplete: customer?.isProfileComplete ?? false,
  };
}

/** The one session of the page: the shell and every remote read and change this same store. */
export const sessionStore = createStore<SessionState>()(() => initialState());

export function setCustomer(customer: Customer): void {
  storage()?.setItem(STORAGE_KEYS.customerData, JSON.stringify(customer));
  sessionStore.setState({ status: 'authenticated', customer, isProfileComplete: customer.isProfileComplete });
}

export function storeLogin({ _id, token, customer }: LoginResult): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.userId, _id);
  store?.setItem(STORAGE_KEYS.token, token);
  sessionStore.setState({ status: 'authenticated', userId: _id, token });
  if (customer) setCustomer(customer);
  sendSiteEvent(SITE_EVENT.loggedIn, { userId: _id });
}

/** Clears credentials and the cached customer (logout, a 401, or a `success: false` customer fetch). */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.userId);
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.customerData);
  const wasLoggedIn = sessionStore.getState().userId !== null;
  sessionStore.setState({
    status: 'unauthenticated',
    userId: null,
    token: null,
    customer: null,
    isProfileComplete: false,
  });
  if (wasLoggedIn) sendSiteEvent(SITE_EVENT.loggedOut, null);
}

/** Keeps stored credentials after a failure that is not an auth failure (e.g. the network). */
export function keepCredentialsAfterError(): void {
  sessionStore.setState({ status: 'authenticated' });
}
