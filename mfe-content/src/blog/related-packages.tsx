import { fetchPackages } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { useContentText } from '../messages';
import { PackageCard } from '../shared/package-card';
import styles from './blog.module.css';

/** Cards of the packages a post names by slug (from GET /api/packages). Hidden when none match. */
export function RelatedPackages({ slugs }: { slugs: readonly string[] }) {
  const { t, locale } = useContentText();
  const key = slugs.join(',');
  const state = useLoad(['related-packages', key, locale], async () => {
    const all = await fetchPackages({ locale });
    return slugs.map((slug) => all.find((p) => p.slug === slug)).filter((p) => p !== undefined);
  });
  if (slugs.length === 0) return null;
  if (state.status === 'loading') return <Spinner inline label={t('Loading related packages')} />;
  if (state.status === 'error' || state.data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-packages">
      <h2 id="related-packages">{t('Related packages')}</h2>
      <ul className={styles.relatedList}>
        {state.data.map((pkg) => (
          <li key={pkg._id}>
            <PackageCard pkg={pkg} testId="related-package" />
          </li>
        ))}
      </ul>
    </section>
  );
}
