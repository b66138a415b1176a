import type { Db } from '../db/schema';

/** What a use case needs besides its request: the database, the time it runs at, the site's address. */
export interface UseCaseContext {
  db: Db;
  now: Date;
  /** The public origin, no trailing slash: absolute links in mails (PUBLIC_ORIGIN, else this instance). */
  siteOrigin: string;
  /** GST invoice numbers read PREFIX/2026-27/000123 (INVOICE_PREFIX). */
  invoicePrefix: string;
}

/** The part a step inside a transaction needs (it is handed the transaction itself). */
export type StepContext = Pick<UseCaseContext, 'now' | 'siteOrigin'>;

/** The site's origin for links in mails: PUBLIC_ORIGIN without trailing slashes, else this instance. */
export function siteOriginOf(config: { PUBLIC_ORIGIN?: string | undefined; PORT: number }): string {
  const origin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
  // A loop, not /\/+$/ (quadratic on a long run of slashes).
  let end = origin.length;
  while (end > 0 && origin[end - 1] === '/') end -= 1;
  return origin.slice(0, end);
}
