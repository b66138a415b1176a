import { PagedPackageListing } from '../listing';
import { useCatalogText } from '../messages';
import type { CategoryPageConfig } from './category-pages';
import styles from './category-page.module.css';

/** One category's packages with its own heading, intro and title. */
export function CategoryPage({ config }: { config: CategoryPageConfig }) {
  const { t } = useCatalogText();
  const heading = t(config.heading);
  return (
    <div className={styles.page}>
      <header className={styles.hero} data-hero>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t(config.eyebrow)}</p>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.intro}>{t(config.intro)}</p>
        </div>
      </header>
      <section className={styles.body} aria-label={t('{heading} packages', { heading })}>
        <PagedPackageListing category={config.category} />
      </section>
    </div>
  );
}
