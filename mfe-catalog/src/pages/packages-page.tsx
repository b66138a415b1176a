import { useMemo } from 'react';
import { RemoteComponent } from '@trippy/federation';
import { useSearchParams } from '@trippy/router';
import { PagedPackageListing, parseSearchText } from '../listing';
import type { SearchPanelProps } from '../search';
import { useCatalogText } from '../messages';
import styles from './packages-page.module.css';

export function PackagesPage() {
  const { t } = useCatalogText();
  const [params] = useSearchParams();
  // The search the listing shows (?q=): its box shows it too, in the server's HTML as well.
  const q = parseSearchText(params);
  const searchProps = useMemo<SearchPanelProps>(() => ({ variant: 'inline', initialQuery: q }), [q]);
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('All Tour Packages')}</h1>
          <p className={styles.intro}>
            {t(
              'Char Dham Yatra, Himalayan treks, backpacking, weekend and family trips, all with fixed departures from Dehradun and Haridwar.',
            )}
          </p>
        </div>
        <div className={styles.search}>
          {/* Deferred like the header's (the same exposed module): the listing hydrates without the search
              code, which loads at the first interaction or idle moment; typing before then is kept. */}
          <RemoteComponent<SearchPanelProps>
            key={q}
            remote="catalog"
            exposed="search-panel"
            props={searchProps}
            defer
          />
        </div>
      </div>
      <PagedPackageListing />
    </section>
  );
}
