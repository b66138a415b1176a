import type { LoginResult } from '@trippy/contracts';
import { site } from './site';
import type { uniqueCustomer } from './api';

type NewCustomer = ReturnType<typeof uniqueCustomer>;

export interface MailboxEntry {
  kind: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** One recipient's mails, newest first (GET /api/dev/mailbox: the server runs with DEV_MAILBOX=true). */
export async function mailbox(email: string): Promise<MailboxEntry[]> {
  const response = await fetch(`${site().origin}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /api/dev/mailbox answered ${response.status}`);
  const body = (await response.json()) as { data: MailboxEntry[] };
  return body.data.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The newest 6-digit code mailed to `email` that is not in `seen`, waiting up to 10 s for it. */
export async function mailedCode(email: string, seen: string[] = []): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const codes = (await mailbox(email))
      .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
      .filter((code): code is string => !!code && !seen.includes(code));
    if (codes[0]) return codes[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new code mailed to ${email}`);
}

async function post<T>(path: string, body: unknown): Promise<{ status: number; data: T; message?: string }> {
  const response = await fetch(`${site().origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  return { status: response.status, data: json.data, ...(json.message ? { message: json.message } : {}) };
}

/** Registers through POST /api/customers/send-otp without entering the code: the email stays unverified. */
export async function registerUnverified(customer: NewCustomer): Promise<string> {
  const registered = await post('/api/customers/send-otp', customer);
  if (registered.status !== 201)
    throw new Error(`send-otp answered ${registered.status}: ${registered.message}`);
  return mailedCode(customer.email);
}

/** Registers and verifies with the mailed code (POST /api/customers/verify-otp): the login result. */
export async function registerVerified(customer: NewCustomer): Promise<LoginResult> {
  const code = await registerUnverified(customer);
  const verified = await post<LoginResult>('/api/customers/verify-otp', { identifier: customer.email, code });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${verified.message}`);
  return verified.data;
}
