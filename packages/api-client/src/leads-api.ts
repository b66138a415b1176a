import type { LeadCreateBody, LeadCreated } from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

/** Both enquiry forms (the Plan Your Trip modal and the Send Query side form) post here. */
export async function createLead(body: LeadCreateBody): Promise<LeadCreated> {
  return unwrap(await http.post('/api/leads/create', body));
}
