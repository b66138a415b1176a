import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { StaffMember } from '@trippy/contracts';

/** The signed-in member of the operator's team, as the back office shows them. */
export type StaffIdentity = StaffMember;

export interface StaffSessionState {
  token: string | null;
  staff: StaffIdentity | null;
}

/** Kept apart from the customer's keys: one browser may hold both, and neither token opens the other's API. */
const KEYS = { token: 'operatorToken', staff: 'operatorStaff' } as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredStaff(raw: string | null | undefined): StaffIdentity | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffIdentity>;
    return typeof value._id === 'string' &&
      typeof value.name === 'string' &&
      typeof value.email === 'string' &&
      (value.role === 'owner' || value.role === 'staff')
      ? (value as StaffIdentity)
      : null;
  } catch {
    return null;
  }
}

function initialState(): StaffSessionState {
  const store = storage();
  const token = store?.getItem(KEYS.token) ?? null;
  const staff = token ? readStoredStaff(store?.getItem(KEYS.staff)) : null;
  return staff ? { token, staff } : { token: null, staff: null };
}

/** The back office's session, shared by the shell and every remote. */
export const staffSessionStore = createStore<StaffSessionState>()(() => initialState());

export function storeStaffLogin(token: string, staff: StaffIdentity): void {
  storage()?.setItem(KEYS.token, token);
  storage()?.setItem(KEYS.staff, JSON.stringify(staff));
  staffSessionStore.setState({ token, staff });
}

/** The member as the server now knows them (a role changed by the owner shows at once). */
export function refreshStaffIdentity(staff: StaffIdentity): void {
  if (!staffSessionStore.getState().token) return;
  storage()?.setItem(KEYS.staff, JSON.stringify(staff));
  staffSessionStore.setState({ staff });
}

/** Sign-out, or any 401 from the operator API (expired, revoked, or the member disabled). */
export function clearStaffSession(): void {
  storage()?.removeItem(KEYS.token);
  storage()?.removeItem(KEYS.staff);
  staffSessionStore.setState({ token: null, staff: null });
}

const SIGNED_OUT: StaffSessionState = { token: null, staff: null };

export function useStaffSession<T>(selector: (state: StaffSessionState) => T): T {
  return useSyncExternalStore(
    staffSessionStore.subscribe,
    () => selector(staffSessionStore.getState()),
    () => selector(SIGNED_OUT),
  );
}
