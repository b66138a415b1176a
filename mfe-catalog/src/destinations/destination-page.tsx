import { Link, useParams, useSearchParams } from '@trippy/router';
import { fetchPackages, errorMessage } from '@trippy/api-client';
import type { Locale } from '@trippy/contracts';
import { useHead, usePageOrigin, useResponseStatus } from '@trippy/federation';
import { MessagePage, Spinner, useLoad } from '@trippy/ui';
import { nameFromSlug } from '../components/name-from-slug';
import { listedPackages, PackageListing, packageItemListJsonLd } from '../listing';
import { useCatalogText } from '../messages';
import { fetchDestinations } from './destinations-api';
import styles from './destinations.module.css';

async function loadDestination(slug: string, locale: Locale) {
  const [destinations, packages] = await Promise.all([
    fetchDestinations(locale),
    fetchPackages({ destination: slug, locale }),
  ]);
  return { destination: destinations.find((d) => d.slug === slug.toLowerCase()) ?? null, packages };
}

/** /destination/:slug: one destination's packages. */
export function DestinationPage() {
  const { t, locale } = useCatalogText();
  const { slug = '' } = useParams();
  const load = useLoad(['destination', slug, locale], () => loadDestination(slug, locale));
  const name = load.status === 'loaded' ? load.data.destination?.name : undefined;
  // A page the browser renders (the server's was not ready in time) shows the address's name while it loads;
  // never after a failed load, which would show whatever a link put in the address as the page's heading.
  const shownName = load.status === 'loading' ? nameFromSlug(slug) : name;

  const missing = load.status === 'loaded' && !load.data.destination;
  const [params] = useSearchParams();
  const origin = usePageOrigin();
  // The packages the listing below shows (its filters and sort from the address), as structured data.
  const listed = load.status === 'loaded' ? listedPackages(load.data.packages, params) : [];
  useResponseStatus(missing ? 404 : 200);
  useHead(
    name
      ? {
          title: t('{name} Tour Packages | Trippy Himalaya', { name }),
          description: t('Every guided trip we run to {name}, with dates, seats left and prices.', { name }),
          canonical: `/destination/${slug.toLowerCase()}`,
          ...(listed.length > 0 ? { jsonLd: [packageItemListJsonLd(listed, origin, 1, locale)] } : {}),
        }
      : missing
        ? { title: t('Destination not found | Trippy Himalaya'), robots: 'noindex' }
        : null,
  );

  if (missing) {
    return (
      <MessagePage title={t('Destination not found')} text={t('We do not run trips to this place yet.')} />
    );
  }
  return (
    <div>
      <header className={styles.hero} data-hero>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>
            <Link to="/destination">{t('Destinations')}</Link>
            {load.status === 'loaded' ? ` · ${load.data.destination?.region ?? ''}` : ''}
          </p>
          <h1 className={styles.title}>
            {shownName ? t('{name} Tour Packages', { name: shownName }) : t('Destination')}
          </h1>
          <p className={styles.intro}>
            {shownName
              ? t('Every guided trip we run to {name}, with dates, seats left and prices.', {
                  name: shownName,
                })
              : '\u00a0'}
          </p>
        </div>
      </header>
      <div className={styles.body}>
        {load.status === 'loading' ? <Spinner label={t('Loading packages')} /> : null}
        {load.status === 'error' ? (
          <p className={styles.error} role="alert">
            {errorMessage(load.error, t('Failed to fetch packages'))}
          </p>
        ) : null}
        {load.status === 'loaded' ? <PackageListing packages={load.data.packages} /> : null}
      </div>
    </div>
  );
}
