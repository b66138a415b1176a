import type { Package } from '@trippy/contracts';
import { QUICK_SUGGESTION_CAP, QUICK_TERMS, RESULT_CAP } from './search-constants';

/** Category as text or as an object with a name (both shapes exist). */
function categoryName(category: Package['category'] | string | undefined): string {
  if (!category) return '';
  return typeof category === 'string' ? category : category.name;
}

/** Case-insensitive substring match on name, location, category name and description. */
export function matchesQuery(pkg: Package, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return [pkg.name, pkg.location, categoryName(pkg.category), pkg.description].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/** Remote search results: matching packages, at most 6. */
export function searchPackages(packages: readonly Package[], query: string): Package[] {
  return packages.filter((pkg) => matchesQuery(pkg, query)).slice(0, RESULT_CAP);
}

/** Local quick suggestions for 1-2 characters: words starting with the text first, at most 4. */
export function quickSuggestions(query: string, terms: readonly string[] = QUICK_TERMS): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const starts = terms.filter((term) =>
    term
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(needle)),
  );
  const contains = terms.filter((term) => !starts.includes(term) && term.toLowerCase().includes(needle));
  return [...starts, ...contains].slice(0, QUICK_SUGGESTION_CAP);
}
