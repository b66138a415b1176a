import type { WaitlistEntry, WaitlistJoinBody } from '@trippy/contracts';
import { http } from './http';
import { unwrap } from './envelope';

/** GET /api/waitlist: my entries, active first (place in line, an open offer and its expiry); at most 100. */
export async function fetchMyWaitlist(): Promise<WaitlistEntry[]> {
  return unwrap(await http.get('/api/waitlist', { params: { page: 1, pageSize: 100 } }));
}

/** POST /api/batches/:id/waitlist: joins the line of a batch without the seats wanted (409 explained). */
export async function joinWaitlist(batchId: string, seats: number): Promise<WaitlistEntry> {
  const body: WaitlistJoinBody = { seats };
  return unwrap(await http.post(`/api/batches/${encodeURIComponent(batchId)}/waitlist`, body));
}

/** DELETE /api/waitlist/:id: leaves the line (an open offer passes to the next customer). */
export async function leaveWaitlist(entryId: string): Promise<WaitlistEntry> {
  return unwrap(await http.delete(`/api/waitlist/${encodeURIComponent(entryId)}`));
}
