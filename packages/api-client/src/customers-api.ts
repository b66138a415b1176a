import type {
  Customer,
  Locale,
  LoginBody,
  LoginResult,
  RegisterBody,
  SetPasswordBody,
} from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

/** Registration: 201 means registered; any other status comes back with the server's message. */
export async function registerCustomer(body: RegisterBody): Promise<{ status: number; message?: string }> {
  const response = await http.post<{ message?: string }>('/api/customers/send-otp', body, {
    validateStatus: () => true,
  });
  return { status: response.status, message: response.data?.message };
}

export async function login(body: LoginBody): Promise<LoginResult> {
  return unwrap(await http.post('/api/customers/login', body));
}

export async function fetchCustomer(userId: string): Promise<Customer> {
  return unwrap(await http.get(`/api/customers/${encodeURIComponent(userId)}`));
}

/** The longest a logout waits for the server before the session is cleared anyway. */
export const LOGOUT_WAIT_MS = 3_000;

/**
 * POST /api/customers/logout with `token`: the server revokes every token of the customer. Best effort: it
 * never throws and gives up after LOGOUT_WAIT_MS, so a logout is never held up by the server.
 */
export async function revokeSession(token: string): Promise<void> {
  try {
    await http.post(
      '/api/customers/logout',
      {},
      { timeout: LOGOUT_WAIT_MS, headers: { Authorization: `Bearer ${token}` } },
    );
  } catch {
    // Offline, slow or already revoked: the local session is cleared all the same.
  }
}

/** The password chosen through the link mailed when our office opened the account; signs the customer in. */
export async function setPasswordWithLink(body: SetPasswordBody): Promise<LoginResult> {
  return unwrap(await http.post('/api/customers/set-password', body));
}

/** Keeps the language a signed-in customer chose on their account (their mails and notifications). */
export async function saveCustomerLocale(userId: string, locale: Locale, timeoutMs: number): Promise<void> {
  await http.put(`/api/customers/profile/${encodeURIComponent(userId)}`, { locale }, { timeout: timeoutMs });
}
