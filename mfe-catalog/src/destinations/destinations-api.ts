import type { Destination, Locale } from '@trippy/contracts';
import { http, unwrap } from '@trippy/api-client';

/** GET /api/destinations: every destination with its package count, its name and region in `locale`. */
export async function fetchDestinations(locale: Locale = 'en'): Promise<Destination[]> {
  return unwrap(await http.get('/api/destinations', { params: locale === 'en' ? {} : { lang: locale } }));
}
