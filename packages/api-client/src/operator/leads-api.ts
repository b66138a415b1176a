import type {
  LeadDetail,
  LeadListItem,
  LeadListQuery,
  LeadNote,
  LeadPatchBody,
  StaffRef,
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

/** The active members a lead can be given to (any member may ask). */
export function fetchLeadAssignees(): Promise<StaffRef[]> {
  return operatorHttp.get<StaffRef[]>('/api/operator/assignees');
}
