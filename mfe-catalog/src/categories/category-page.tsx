import { PagedPackageListing } from '../listing';
import type { CategoryPageConfig } from './category-pages';
import styles from './category-page.module.css';

/** One category's packages with its own heading, intro and title. */
export function CategoryPage({ config }: { config: CategoryPageConfig }) {
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
        <PagedPackageListing category={config.category} />
      </section>
    </div>
  );
}
