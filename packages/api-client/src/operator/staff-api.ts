import type {
  AcceptInviteResult,
  AuditEntry,
  AuditListQuery,
  CustomerPick,
  OperatorMessageBody,
  OperatorMessageResult,
  StaffInviteBody,
  StaffListItem,
  StaffLoginBody,
  StaffMember,
  StaffPatchBody,
  StaffSession,
} from '@trippy/contracts';
import { http } from '../http';
import { operatorHttp, type OperatorPage } from './operator-http';

/** Step 1 of the back office's sign-in: the password; the server mails a code. Answers the server's words. */
export async function requestStaffCode(body: StaffLoginBody): Promise<string> {
  const response = await http.post<{ message?: string }>('/api/operator/auth/login', body, {
    headers: { Authorization: 'Bearer -' },
  });
  return response.data.message ?? 'We have sent a sign-in code to your email';
}

/** Step 2: the mailed code; the staff session. */
export function verifyStaffCode(email: string, code: string): Promise<StaffSession> {
  return operatorHttp.post<StaffSession>('/api/operator/auth/verify', { email, code });
}

export function acceptStaffInvite(token: string, password: string): Promise<AcceptInviteResult> {
  return operatorHttp.post<AcceptInviteResult>('/api/operator/auth/accept-invite', { token, password });
}

export function fetchStaffMe(): Promise<StaffMember> {
  return operatorHttp.get<StaffMember>('/api/operator/auth/me');
}

export function fetchStaffList(page = 1): Promise<OperatorPage<StaffListItem>> {
  return operatorHttp.page<StaffListItem>('/api/operator/staff', { page, pageSize: 100 });
}

export function inviteStaff(body: StaffInviteBody): Promise<StaffListItem> {
  return operatorHttp.post<StaffListItem>('/api/operator/staff/invite', body);
}

export function updateStaff(id: string, body: StaffPatchBody): Promise<StaffListItem> {
  return operatorHttp.patch<StaffListItem>(`/api/operator/staff/${encodeURIComponent(id)}`, body);
}

export function fetchAuditLog(query: AuditListQuery): Promise<OperatorPage<AuditEntry>> {
  return operatorHttp.page<AuditEntry>('/api/operator/audit', { ...query });
}

export function sendOperatorMessage(body: OperatorMessageBody): Promise<OperatorMessageResult> {
  return operatorHttp.post<OperatorMessageResult>('/api/operator/messages', body);
}

export function searchCustomers(q: string): Promise<OperatorPage<CustomerPick>> {
  return operatorHttp.page<CustomerPick>('/api/operator/customers', { q, pageSize: 10 });
}
