import { useMemo } from 'react';
import { useSearchParams } from '@trippy/router';
import type { PackageSummary } from '@trippy/contracts';
import { FIRST_SCREEN_CARDS, PackageCard } from '../components/package-card';
import { useCatalogText } from '../messages';
import { ListingFilters } from './listing-filters';
import { applyListingQuery, isFiltered, listingSearchParams, parseListingQuery } from './listing-query';
import styles from './listing.module.css';

/** Category choices present in the packages, in first-seen order. */
export function categoryOptions(packages: readonly PackageSummary[]) {
  const seen = new Map<string, string>();
  for (const pkg of packages)
    if (!seen.has(pkg.category.slug)) seen.set(pkg.category.slug, pkg.category.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The packages a listing shows for the address's filters and sort (the category filter only when offered). */
export function listedPackages(
  packages: readonly PackageSummary[],
  params: URLSearchParams,
  withCategoryFilter = false,
): PackageSummary[] {
  const query = parseListingQuery(params);
  return applyListingQuery(packages, withCategoryFilter ? query : { ...query, category: '' });
}

interface PackageListingProps {
  packages: readonly PackageSummary[];
  /** Show the category filter (the all-packages listing); category pages have it fixed. */
  withCategoryFilter?: boolean;
}

/** Package cards with filters and sort kept in the URL search params. */
export function PackageListing({ packages, withCategoryFilter = false }: PackageListingProps) {
  const { t } = useCatalogText();
  const [params, setParams] = useSearchParams();
  const query = parseListingQuery(params);
  const effective = withCategoryFilter ? query : { ...query, category: '' };
  const shown = applyListingQuery(packages, effective);
  const categories = useMemo(() => categoryOptions(packages), [packages]);

  return (
    <>
      <div className={styles.toolbar}>
        <ListingFilters
          query={effective}
          categories={withCategoryFilter ? categories : undefined}
          onChange={(next) => setParams(listingSearchParams(next, params), { replace: true })}
        />
        <p className={styles.count} aria-live="polite">
          {t.plural(shown.length, { one: '{count} package', other: '{count} packages' })}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {isFiltered(effective)
              ? t('No packages match these filters.')
              : t('No packages are listed here yet. Send us a query and we will plan your trip.')}
          </p>
          {isFiltered(effective) ? (
            <button
              type="button"
              className={styles.actionButton}
              onClick={() =>
                setParams(
                  listingSearchParams({ ...effective, category: '', duration: '', price: '' }, params),
                  {
                    replace: true,
                  },
                )
              }
            >
              {t('Clear filters')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className={styles.grid}>
          {shown.map((pkg, index) => (
            <PackageCard
              key={pkg._id}
              pkg={pkg}
              eager={index < FIRST_SCREEN_CARDS}
              // Right under the page's h1 (the listing has no heading of its own).
              headingLevel={2}
            />
          ))}
        </div>
      )}
    </>
  );
}
