import type { Destination } from '@trippy/contracts';
import { http, unwrap } from '@trippy/api-client';

/** GET /api/destinations: every destination with its package count. */
export async function fetchDestinations(): Promise<Destination[]> {
  return unwrap(await http.get('/api/destinations'));
}
