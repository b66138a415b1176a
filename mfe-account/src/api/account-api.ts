import type { Customer, LoginResult, Notification, ProfileUpdateBody } from '@trippy/contracts';
import { http, unwrap } from '@trippy/api-client';

// Calls only this remote makes. They live here (not in @trippy/api-client) because the shared api-client
// singleton is the copy the shell was built with, which may predate new exports.

/** Mails a one-time login code; the server answers the same whether or not the account exists. */
export async function requestLoginCode(identifier: string): Promise<void> {
  await http.post('/api/customers/login-otp/request', { identifier });
}

export async function loginWithCode(identifier: string, code: string): Promise<LoginResult> {
  return unwrap(await http.post('/api/customers/login-otp/verify', { identifier, code }));
}

/** The registration code check; resolves with the login result the server returns (not stored). */
export async function verifyRegistrationCode(identifier: string, code: string): Promise<LoginResult> {
  return unwrap(await http.post('/api/customers/verify-otp', { identifier, code }));
}

/**
 * Mails a new registration code, replacing the previous one. The server answers the same for unknown and
 * already verified accounts, and 429 with the seconds left within 30 s of the last code.
 */
export async function resendRegistrationCode(identifier: string): Promise<void> {
  await http.post('/api/customers/resend-otp', { identifier });
}

export async function fetchNotifications(userId: string): Promise<Notification[]> {
  return unwrap(await http.get(`/api/notifications?userId=${encodeURIComponent(userId)}`));
}

export async function markAllNotificationsRead(): Promise<void> {
  unwrap(await http.post('/api/notifications/read-all', {}));
}

export interface ProfileEnvelope {
  success: boolean;
  data?: Customer;
  message?: string;
}

/** PUT /api/customers/profile/:id returning the raw envelope: the profile catalogue reads `success: false`. */
export async function putProfile(userId: string, body: ProfileUpdateBody): Promise<ProfileEnvelope> {
  const response = await http.put<ProfileEnvelope>(
    `/api/customers/profile/${encodeURIComponent(userId)}`,
    body,
  );
  return response.data;
}

/** POST /api/customers/profile/:id/confirm-email: the code mailed to the new address; the updated customer. */
export async function confirmEmail(userId: string, code: string): Promise<Customer> {
  return unwrap(
    await http.post(`/api/customers/profile/${encodeURIComponent(userId)}/confirm-email`, { code }),
  );
}
