import { fetchPackages, errorMessage } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { PackageListing } from '../listing/package-listing';
import { SearchPanel } from '../search/search-panel';
import styles from './packages-page.module.css';

export function PackagesPage() {
  const packages = useLoad(() => fetchPackages(), []);
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
          <SearchPanel variant="inline" />
        </div>
      </div>
      {packages.status === 'loading' ? <Spinner label="Loading packages" /> : null}
      {packages.status === 'error' ? (
        <p className={styles.error} role="alert">
          {errorMessage(packages.error, 'Failed to fetch packages')}{' '}
          <button type="button" onClick={packages.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {packages.status === 'loaded' ? <PackageListing packages={packages.data} withCategoryFilter /> : null}
    </section>
  );
}
