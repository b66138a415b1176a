import { PagedPackageListing } from '../listing';
import { SearchPanel } from '../search';
import styles from './packages-page.module.css';

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
          <SearchPanel variant="inline" />
        </div>
      </div>
      <PagedPackageListing />
    </section>
  );
}
