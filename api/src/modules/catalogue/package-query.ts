import { invalidInput } from '@trippy/domain';
import {
  PACKAGE_DURATION_OPTIONS,
  PACKAGE_PAGE_SIZE_DEFAULT,
  PACKAGE_PRICE_OPTIONS,
  PACKAGE_SEARCH_MIN_LENGTH,
  PACKAGE_SEARCH_RESULTS_MAX,
  type PackageListingQuery,
  type PackageSortValue,
} from '@trippy/contracts';
import type { PackageBand } from '@trippy/domain';

export interface PackageFilter {
  /** Trimmed search text, matched with name, location, category name and description by the domain's rule. */
  q?: string;
  category?: string;
  destination?: string;
  /** Days. */
  duration?: PackageBand;
  /** Offer price in paise. */
  price?: PackageBand;
}

/** What GET /api/packages is asked for: every match, the first `limit` matches, or one page of them. */
export interface PackageQueryPlan {
  filter: PackageFilter;
  sort: PackageSortValue;
  window: { kind: 'all' } | { kind: 'first'; limit: number } | { kind: 'page'; number: number; size: number };
}

/** Code points, as the schema's minLength counts them. */
const characters = (text: string): number => [...text].length;

function bandOf(options: ReadonlyArray<{ value: string } & PackageBand>, value: string | undefined) {
  const band = value ? options.find((option) => option.value === value) : undefined;
  return band ? { min: band.min, max: band.max } : undefined;
}

/**
 * Turns the validated query into a plan; the schema has checked each value, this checks them together.
 * Empty strings mean "not given", as they always have for category and destination.
 */
export function planPackageQuery(query: PackageListingQuery): PackageQueryPlan {
  const q = query.q?.trim();
  if (q !== undefined && characters(q) < PACKAGE_SEARCH_MIN_LENGTH)
    throw invalidInput(`q must be at least ${PACKAGE_SEARCH_MIN_LENGTH} characters`);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (query.limit !== undefined && (paged || q === undefined))
    throw invalidInput('limit applies to a search (q) only; page through a list with page and pageSize');
  const filter: PackageFilter = {};
  if (q) filter.q = q;
  if (query.category) filter.category = query.category;
  if (query.destination) filter.destination = query.destination;
  const duration = bandOf(PACKAGE_DURATION_OPTIONS, query.duration);
  if (duration) filter.duration = duration;
  const price = bandOf(PACKAGE_PRICE_OPTIONS, query.price);
  if (price) filter.price = price;
  const sort = query.sort ?? '';
  if (paged)
    return {
      filter,
      sort,
      window: { kind: 'page', number: query.page ?? 1, size: query.pageSize ?? PACKAGE_PAGE_SIZE_DEFAULT },
    };
  if (q) return { filter, sort, window: { kind: 'first', limit: query.limit ?? PACKAGE_SEARCH_RESULTS_MAX } };
  return { filter, sort, window: { kind: 'all' } };
}

/** One key per distinct answer (the date is added by the caller: nextDeparture depends on it). */
export const planKey = (plan: PackageQueryPlan): string =>
  JSON.stringify([
    plan.filter.q ?? '',
    plan.filter.category ?? '',
    plan.filter.destination ?? '',
    plan.filter.duration?.min ?? '',
    plan.filter.price?.min ?? '',
    plan.sort,
    plan.window,
  ]);
