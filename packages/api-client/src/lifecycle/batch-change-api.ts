import type { BatchChangeOptions, ChangeBatchResult } from '@trippy/contracts';
import { http } from '../http';
import { unwrap } from '../envelope';

const bookingUrl = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** The other departures one of my bookings may move to, each with its new total and the difference. */
export async function fetchBatchChangeOptions(bookingId: string): Promise<BatchChangeOptions> {
  return unwrap(await http.get(`${bookingUrl(bookingId)}/batch-change-options`));
}

/** Moves one of my bookings to another batch of the same package. */
export async function changeBatch(bookingId: string, batchId: string): Promise<ChangeBatchResult> {
  return unwrap(await http.post(`${bookingUrl(bookingId)}/change-batch`, { batchId }));
}
