import {
  PACKAGE_SEARCH_RESULTS_MAX,
  type Category,
  type Locale,
  type PackageDetail,
  type PackagePage,
  type PackageSummary,
} from '@trippy/contracts';
import { http } from './http';
import { ApiFailure } from './errors';
import { unwrap } from './envelope';

/** The packages of a category or destination (all without either), as lists show them. */
export async function fetchPackages(params?: {
  category?: string;
  destination?: string;
}): Promise<PackageSummary[]> {
  return unwrap(await http.get('/api/packages', { params }));
}

/** The whole package (itinerary, gallery, add-ons...) with its upcoming batches. */
/** One package with its upcoming batches; in Hindi (its words where it has them) for `locale` 'hi'. */
export async function fetchPackage(slugOrId: string, locale: Locale = 'en'): Promise<PackageDetail> {
  const params = locale === 'en' ? undefined : { lang: locale };
  return unwrap(await http.get(`/api/packages/${encodeURIComponent(slugOrId)}`, { params }));
}

/** The server's search (3+ characters): packages whose name, location, category or description match. */
export async function searchPackages(
  query: string,
  limit = PACKAGE_SEARCH_RESULTS_MAX,
): Promise<PackageSummary[]> {
  return unwrap(await http.get('/api/packages', { params: { q: query, limit } }));
}

/** One page of the listing; empty filters are left out of the request. */
export interface PackagePageRequest {
  page: number;
  pageSize: number;
  /** Search text (3 to 100 characters), matched by the site's search rule. */
  q?: string;
  category?: string;
  duration?: string;
  price?: string;
  sort?: string;
}

export interface PackagePageResult {
  packages: PackageSummary[];
  page: PackagePage;
}

export async function fetchPackagePage(request: PackagePageRequest): Promise<PackagePageResult> {
  const params = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== '' && value !== undefined),
  );
  const response = await http.get<{
    success: boolean;
    data?: PackageSummary[];
    page?: PackagePage;
    message?: string;
  }>('/api/packages', { params });
  const packages = unwrap<PackageSummary[]>(response);
  const page = response.data.page;
  if (!page) throw new ApiFailure('Unexpected response from the server', response.status);
  return { packages, page };
}

/** Names (categories, destinations, packages) the search panel suggests for one or two characters. */
export async function fetchSearchSuggestions(): Promise<string[]> {
  return unwrap(await http.get('/api/packages/suggestions'));
}

/** The categories, in the site's order, with how many packages each has. */
export async function fetchCategories(): Promise<Category[]> {
  return unwrap(await http.get('/api/categories'));
}
