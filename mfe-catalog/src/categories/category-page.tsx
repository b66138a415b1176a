import { fetchPackages, errorMessage } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { PackageListing } from '../listing/package-listing';
import type { CategoryPageConfig } from './category-pages';
import styles from './category-page.module.css';

/** One category's packages with its own heading, intro and title. */
export function CategoryPage({ config }: { config: CategoryPageConfig }) {
  const packages = useLoad(() => fetchPackages({ category: config.category }), [config.category]);

  return (
    <div className={styles.page}>
      <header className={styles.hero} data-hero>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{config.eyebrow}</p>
          <h1 className={styles.title}>{config.heading}</h1>
          <p className={styles.intro}>{config.intro}</p>
        </div>
      </header>
      <section className={styles.body} aria-label={`${config.heading} packages`}>
        {packages.status === 'loading' ? <Spinner label="Loading packages" /> : null}
        {packages.status === 'error' ? (
          <p className={styles.error} role="alert">
            {errorMessage(packages.error, 'Failed to fetch packages')}{' '}
            <button type="button" onClick={packages.reload}>
              Try again
            </button>
          </p>
        ) : null}
        {packages.status === 'loaded' ? <PackageListing packages={packages.data} /> : null}
      </section>
    </div>
  );
}
