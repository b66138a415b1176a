import { Link } from '@trippy/router';
import { LISTING_QUERY_PARAMS, type PackagePage } from '@trippy/contracts';
import { useCatalogText } from '../messages';
import styles from './listing.module.css';

const LISTING_PARAMS: ReadonlySet<string> = new Set(LISTING_QUERY_PARAMS);

/**
 * The address of another page of the same listing: the filters kept, nothing else (a share's `fbclid` is not
 * the listing's, and the server renders the page without it); page 1 has no `page`.
 */
function pageHref(params: URLSearchParams, number: number): string {
  const next = new URLSearchParams([...params].filter(([name]) => LISTING_PARAMS.has(name)));
  if (number <= 1) next.delete('page');
  else next.set('page', String(number));
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/** Previous and next links of a paged listing: real links, so every page can be opened, shared and crawled. */
export function PageLinks({ page, params }: { page: PackagePage; params: URLSearchParams }) {
  const { t } = useCatalogText();
  if (page.pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={t('Pages')}>
      {page.number > 1 ? (
        <Link to={pageHref(params, page.number - 1)} rel="prev" className={styles.pageLink}>
          {t('Previous')}
        </Link>
      ) : null}
      <span className={styles.pageNumber}>
        {t('Page {number} of {pages}', { number: page.number, pages: page.pages })}
      </span>
      {page.number < page.pages ? (
        <Link to={pageHref(params, page.number + 1)} rel="next" className={styles.pageLink}>
          {t('Next')}
        </Link>
      ) : null}
    </nav>
  );
}
