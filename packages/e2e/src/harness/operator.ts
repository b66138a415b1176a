import type { BrowserContext } from 'playwright-core';
import type { StaffSession } from '@trippy/contracts';
import { mailedCode, mailbox } from './accounts';
import { site } from './site';

/** The demo owner of the seed (README). */
export const DEMO_OWNER = { email: 'owner@trippyhimalaya.in', password: 'Operator@2026' };

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${site().origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message ?? ''}`);
  return { status: response.status, data: json.data };
}

/** Signs a member in through the API (password, then the mailed code): their staff session. */
export async function signInStaff(account: { email: string; password: string }): Promise<StaffSession> {
  const seen = (await mailbox(account.email))
    .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
    .filter((code): code is string => !!code);
  await post('/api/operator/auth/login', account);
  const code = await mailedCode(account.email, seen);
  return (await post<StaffSession>('/api/operator/auth/verify', { email: account.email, code })).data;
}

/**
 * The demo owner's session, signed in once per test process (a new code may only be asked for every 30 s, and
 * test files share the process): kept in the environment, which outlives each file's module registry.
 */
export async function ownerSession(): Promise<StaffSession> {
  const key = `TRIPPY_E2E_OWNER_${site().origin.replace(/\W/g, '_')}`;
  const cached = process.env[key];
  if (cached) return JSON.parse(cached) as StaffSession;
  const session = await signInStaff(DEMO_OWNER);
  process.env[key] = JSON.stringify(session);
  return session;
}

/** Every page of the context opens with this staff session in storage (as if signed in there). */
export async function useStaffSession(context: BrowserContext, session: StaffSession): Promise<void> {
  await context.addInitScript((stored: StaffSession) => {
    window.localStorage.setItem('operatorToken', stored.token);
    window.localStorage.setItem('operatorStaff', JSON.stringify(stored.staff));
  }, session);
}
