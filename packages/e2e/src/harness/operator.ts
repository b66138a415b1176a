import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Where the owner's session is kept between test files (Jest gives each file its own process.env). */
function sessionFile(): string {
  const origin = site().origin.replace(/\W/g, '_');
  return path.join(os.tmpdir(), `trippy-e2e-owner-${origin}.json`);
}

async function stillValid(session: StaffSession): Promise<boolean> {
  const response = await fetch(`${site().origin}/api/operator/auth/me`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return response.ok;
}

/**
 * The demo owner's session, signed in once per test run and kept in a file for the next test files (a new code
 * may only be asked for every 30 s); signed in again when the kept one no longer opens the back office, after
 * the wait the server names if a code was asked for too soon.
 */
export async function ownerSession(): Promise<StaffSession> {
  const file = sessionFile();
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as StaffSession;
    if (await stillValid(kept)) return kept;
  } catch {
    // No session kept yet (or an unreadable one): sign in.
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session = await signInStaff(DEMO_OWNER);
      fs.writeFileSync(file, JSON.stringify(session));
      return session;
    } catch (error) {
      const wait = /answered 429: Please wait (\d+) seconds?/.exec(String(error))?.[1];
      if (!wait || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    }
  }
}

/** Every page of the context opens with this staff session in storage (as if signed in there). */
export async function useStaffSession(context: BrowserContext, session: StaffSession): Promise<void> {
  await context.addInitScript((stored: StaffSession) => {
    window.localStorage.setItem('operatorToken', stored.token);
    window.localStorage.setItem('operatorStaff', JSON.stringify(stored.staff));
  }, session);
}
