import { Link } from '@trippy/router';
import type { Destination, Locale, PackageSummary } from '@trippy/contracts';
import { fetchPackages, errorMessage } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { PackageCard } from '../components/package-card';
import { useCatalogText } from '../messages';
import { fetchDestinations } from './destinations-api';
import styles from './destinations.module.css';

async function loadDestinations(
  locale: Locale,
): Promise<Array<{ destination: Destination; packages: PackageSummary[] }>> {
  const [destinations, packages] = await Promise.all([fetchDestinations(locale), fetchPackages({ locale })]);
  return destinations
    .map((destination) => ({
      destination,
      packages: packages.filter((pkg) => pkg.destination.slug === destination.slug),
    }))
    .filter((group) => group.packages.length > 0);
}

/** /destination, /destinations, /Destination: every destination with its packages. */
export function DestinationsPage() {
  const { t, locale } = useCatalogText();
  const groups = useLoad(['destinations', locale], () => loadDestinations(locale));
  return (
    <div>
      <header className={styles.hero} data-hero>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{t('Explore')}</p>
          <h1 className={styles.title}>{t('Destinations')}</h1>
          <p className={styles.intro}>
            {t(
              'From the four shrines of the Char Dham to the meadows of Chamoli and the high desert of Spiti: pick a place and see every trip that goes there.',
            )}
          </p>
        </div>
      </header>
      <div className={styles.body}>
        {groups.status === 'loading' ? <Spinner label={t('Loading destinations')} /> : null}
        {groups.status === 'error' ? (
          <p className={styles.error} role="alert">
            {errorMessage(groups.error, t('Failed to fetch destinations'))}
          </p>
        ) : null}
        {groups.status === 'loaded' ? (
          <>
            <nav className={styles.chips} aria-label={t('Destinations')}>
              {groups.data.map(({ destination }) => (
                <Link key={destination.slug} to={`/destination/${destination.slug}`} className={styles.chip}>
                  {destination.name} <span>{destination.packageCount}</span>
                </Link>
              ))}
            </nav>
            {groups.data.map(({ destination, packages }) => (
              <section
                key={destination.slug}
                className={styles.group}
                aria-labelledby={`dest-${destination.slug}`}
              >
                <div className={styles.groupHead}>
                  <h2 id={`dest-${destination.slug}`}>
                    {destination.name} <small>{destination.region}</small>
                  </h2>
                  <Link to={`/destination/${destination.slug}`} className={styles.more}>
                    {t('View all {count}', { count: destination.packageCount })}
                  </Link>
                </div>
                <div className={styles.grid}>
                  {packages.map((pkg) => (
                    <PackageCard key={pkg._id} pkg={pkg} />
                  ))}
                </div>
              </section>
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}
