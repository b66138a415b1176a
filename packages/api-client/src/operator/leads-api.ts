import type {
  LeadDetail,
  LeadListItem,
  LeadListQuery,
  LeadNote,
  LeadPatchBody,
  StaffListItem,
} from '@trippy/contracts';
import { operatorHttp, type OperatorPage } from './operator-http';

const leadUrl = (id: string) => `/api/operator/leads/${encodeURIComponent(id)}`;

/** The leads inbox, newest first. */
export function fetchLeads(query: LeadListQuery): Promise<OperatorPage<LeadListItem>> {
  return operatorHttp.page<LeadListItem>('/api/operator/leads', { ...query });
}

export function fetchLead(id: string): Promise<LeadDetail> {
  return operatorHttp.get<LeadDetail>(leadUrl(id));
}

/** A new status and/or assignee (null unassigns); answers the lead's detail. */
export function updateLead(id: string, body: LeadPatchBody): Promise<LeadDetail> {
  return operatorHttp.patch<LeadDetail>(leadUrl(id), body);
}

export function addLeadNote(id: string, body: string): Promise<LeadNote> {
  return operatorHttp.post<LeadNote>(`${leadUrl(id)}/notes`, { body });
}

/** The members a lead can be given to (owner only: the staff list is the owner's). */
export async function fetchLeadAssignees(): Promise<StaffListItem[]> {
  const { items } = await operatorHttp.page<StaffListItem>('/api/operator/staff', { page: 1, pageSize: 100 });
  return items.filter((member) => member.status === 'active');
}
