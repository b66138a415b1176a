import { fetchCategories, fetchPackagePage, errorMessage } from '@trippy/api-client';
import { useRef } from 'react';
import type { Category } from '@trippy/contracts';
import { useHead, usePageOrigin } from '@trippy/federation';
import { useSearchParams } from '@trippy/router';
import { Spinner, useLoad } from '@trippy/ui';
import { FIRST_SCREEN_CARDS, PackageCard } from '../components/package-card';
import { useCatalogText } from '../messages';
import { packageItemListJsonLd } from './item-list-json-ld';
import { addressCategoryChoices, ListingFilters } from './listing-filters';
import { PageLinks } from './page-links';
import {
  isFiltered,
  listingSearchParams,
  parseListingQuery,
  parsePageNumber,
  parseSearchText,
} from './listing-query';
import styles from './listing.module.css';

/** Packages per page: a catalogue of a few dozen fits on one, a grown one pages on the server. */
export const LISTING_PAGE_SIZE = 24;

interface PagedPackageListingProps {
  /** A category page's own category (no category filter shown); the all-packages listing filters by one. */
  category?: string;
}

/**
 * Package cards filtered, sorted and paged by the server, the query in the URL's search params (so a listing
 * can be linked, and is rendered on the server like any page). Changing a filter goes back to page 1. A search
 * (`?q=`, from the home page's search box) keeps only the packages the site's search rule finds.
 */
export function PagedPackageListing({ category }: PagedPackageListingProps) {
  const { t, locale } = useCatalogText();
  const [params, setParams] = useSearchParams();
  const parsed = parseListingQuery(params);
  const query = category === undefined ? parsed : { ...parsed, category: '' };
  const pageNumber = parsePageNumber(params);
  const q = parseSearchText(params);
  const filterCategory = category ?? query.category;
  // One load for the page and the category choices: the page's data travels in the server's HTML as one entry.
  const result = useLoad(
    [
      'package-listing',
      locale,
      pageNumber,
      q,
      filterCategory,
      query.duration,
      query.price,
      query.sort,
      category,
    ],
    () =>
      Promise.all([
        fetchPackagePage({
          page: pageNumber,
          pageSize: LISTING_PAGE_SIZE,
          q,
          category: filterCategory,
          duration: query.duration,
          price: query.price,
          sort: query.sort,
          locale,
        }),
        category === undefined ? fetchCategories(locale) : Promise.resolve<Category[]>([]),
      ]).then(([listing, categories]) => ({ ...listing, categories })),
  );
  // The packages of the page as structured data (in the server's HTML): the page's own head is the route's.
  const origin = usePageOrigin();
  const shownPage = result.status === 'loaded' && result.data.packages.length > 0 ? result.data : null;
  useHead(
    shownPage
      ? {
          jsonLd: [
            packageItemListJsonLd(
              shownPage.packages,
              origin,
              (shownPage.page.number - 1) * shownPage.page.size + 1,
              locale,
            ),
          ],
        }
      : null,
  );
  // The choices stay while the next page loads: the filters never disappear under the visitor's hand.
  const lastCategories = useRef<Category[] | null>(null);
  if (result.status === 'loaded') lastCategories.current = result.data.categories;
  const loadedOptions = lastCategories.current
    ?.filter((entry) => entry.packageCount > 0)
    .map((entry) => ({ value: entry.slug, label: entry.name }));
  // A first load that failed leaves the filter usable with the address's category (no longer "loading").
  const categoryOptions =
    category !== undefined
      ? undefined
      : (loadedOptions ?? (result.status === 'error' ? addressCategoryChoices(query.category) : null));

  const show = (next: URLSearchParams) => setParams(next, { replace: true });
  const total = result.status === 'loaded' ? result.data.page.total : null;
  const clearSearch = () => {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('q');
    nextParams.delete('page');
    show(nextParams);
  };
  // The searched words sit inside the sentence, where each language puts them.
  const [matchingBefore, matchingAfter] = t('Packages matching {query}').split('{query}');
  const clearSearchButton = (
    <button type="button" className={styles.actionButton} onClick={clearSearch}>
      {t('Clear search')}
    </button>
  );

  return (
    <>
      <div className={styles.toolbar}>
        <ListingFilters
          query={query}
          categories={categoryOptions}
          onChange={(next) => {
            const nextParams = listingSearchParams(next, params);
            nextParams.delete('page');
            show(nextParams);
          }}
        />
        <p className={styles.count} aria-live="polite">
          {total === null ? '' : t.plural(total, { one: '{count} package', other: '{count} packages' })}
        </p>
      </div>
      {q ? (
        <p className={styles.searched}>
          <span>
            {matchingBefore}
            <q>{q}</q>
            {matchingAfter}
          </span>{' '}
          {clearSearchButton}
        </p>
      ) : null}
      {result.status === 'loading' ? <Spinner label={t('Loading packages')} /> : null}
      {result.status === 'error' ? (
        <p className={styles.error} role="alert">
          {errorMessage(result.error, t('Failed to fetch packages'))}{' '}
          <button type="button" className={styles.actionButton} onClick={result.reload}>
            {t('Try again')}
          </button>
        </p>
      ) : null}
      {result.status === 'loaded' && result.data.packages.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {q
              ? isFiltered(query)
                ? t('No packages match this search with these filters.')
                : t(
                    'No packages match this search. Try another word, or send us a query and we will plan your trip.',
                  )
              : isFiltered(query)
                ? t('No packages match these filters.')
                : t('No packages are listed here yet. Send us a query and we will plan your trip.')}
          </p>
          {q && !isFiltered(query) ? clearSearchButton : null}
          {isFiltered(query) ? (
            <button
              type="button"
              className={styles.actionButton}
              onClick={() => {
                const nextParams = listingSearchParams(
                  { ...query, category: '', duration: '', price: '' },
                  params,
                );
                nextParams.delete('page');
                show(nextParams);
              }}
            >
              {t('Clear filters')}
            </button>
          ) : null}
        </div>
      ) : null}
      {result.status === 'loaded' && result.data.packages.length > 0 ? (
        <>
          <div className={styles.grid}>
            {result.data.packages.map((pkg, index) => (
              <PackageCard
                key={pkg._id}
                pkg={pkg}
                eager={index < FIRST_SCREEN_CARDS}
                // Right under the page's h1 (the listing has no heading of its own).
                headingLevel={2}
              />
            ))}
          </div>
          <PageLinks page={result.data.page} params={params} />
        </>
      ) : null}
    </>
  );
}
