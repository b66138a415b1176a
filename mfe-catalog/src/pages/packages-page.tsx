import { fetchPackages, errorMessage } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { PackageCard } from '../components/package-card';
import styles from './packages-page.module.css';

export function PackagesPage() {
  const packages = useLoad(() => fetchPackages(), []);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>All Tour Packages</h1>
      <p className={styles.intro}>
        Char Dham Yatra, Himalayan treks, backpacking, weekend and family trips, all with fixed departures
        from Dehradun and Haridwar.
      </p>
      {packages.status === 'loading' ? <Spinner label="Loading packages" /> : null}
      {packages.status === 'error' ? (
        <p className={styles.error} role="alert">
          {errorMessage(packages.error, 'Failed to fetch packages')}{' '}
          <button type="button" onClick={packages.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {packages.status === 'loaded' ? (
        <div className={styles.grid}>
          {packages.data.map((pkg) => (
            <PackageCard key={pkg._id} pkg={pkg} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
