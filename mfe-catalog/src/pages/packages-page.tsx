import { RemoteComponent } from '@trippy/federation';
import { PagedPackageListing } from '../listing';
import type { SearchPanelVariant } from '../search';
import styles from './packages-page.module.css';

const INLINE = { variant: 'inline' } as const;

export function PackagesPage() {
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>All Tour Packages</h1>
          <p className={styles.intro}>
            Char Dham Yatra, Himalayan treks, backpacking, weekend and family trips, all with fixed departures
            from Dehradun and Haridwar.
          </p>
        </div>
        <div className={styles.search}>
          {/* Deferred like the header's (the same exposed module): the listing hydrates without the search
              code, which loads at the first interaction or idle moment; typing before then is kept. */}
          <RemoteComponent<{ variant: SearchPanelVariant }>
            remote="catalog"
            exposed="search-panel"
            props={INLINE}
            defer
          />
        </div>
      </div>
      <PagedPackageListing />
    </section>
  );
}
