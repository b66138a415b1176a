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

/** `lang` for the catalogue's answers in a language other than English (none for English). */
const langParam = (locale: Locale = 'en'): { lang?: Locale } => (locale === 'en' ? {} : { lang: locale });

/** The packages of a category or destination (all without either), as lists show them, names in `locale`. */
export async function fetchPackages({
  locale,
  ...filters
}: { category?: string; destination?: string; locale?: Locale } = {}): Promise<PackageSummary[]> {
  return unwrap(await http.get('/api/packages', { params: { ...filters, ...langParam(locale) } }));
}

/** One package with its upcoming batches; in Hindi (its words where it has them) for `locale` 'hi'. */
export async function fetchPackage(slugOrId: string, locale: Locale = 'en'): Promise<PackageDetail> {
  return unwrap(
    await http.get(`/api/packages/${encodeURIComponent(slugOrId)}`, { params: langParam(locale) }),
  );
}

/**
 * The server's search (3+ characters): packages whose name, location, category or description match, in
 * either language; their names in `locale`.
 */
export async function searchPackages(
  query: string,
  { limit = PACKAGE_SEARCH_RESULTS_MAX, locale }: { limit?: number; locale?: Locale } = {},
): Promise<PackageSummary[]> {
  return unwrap(await http.get('/api/packages', { params: { q: query, limit, ...langParam(locale) } }));
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
  /** The names' language. */
  locale?: Locale;
}

export interface PackagePageResult {
  packages: PackageSummary[];
  page: PackagePage;
}

export async function fetchPackagePage({
  locale,
  ...request
}: PackagePageRequest): Promise<PackagePageResult> {
  const params = {
    ...Object.fromEntries(Object.entries(request).filter(([, value]) => value !== '' && value !== undefined)),
    ...langParam(locale),
  };
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
export async function fetchSearchSuggestions(locale?: Locale): Promise<string[]> {
  return unwrap(await http.get('/api/packages/suggestions', { params: langParam(locale) }));
}

/** The categories, in the site's order, with how many packages each has, their words in `locale`. */
export async function fetchCategories(locale?: Locale): Promise<Category[]> {
  return unwrap(await http.get('/api/categories', { params: langParam(locale) }));
}
