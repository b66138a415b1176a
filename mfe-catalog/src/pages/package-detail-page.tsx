import { Link, useParams } from '@trippy/router';
import { fetchPackage, errorMessage, statusOf } from '@trippy/api-client';
import { useHead, usePageOrigin, useResponseStatus } from '@trippy/federation';
import { formatPrice, GST_PERCENT } from '@trippy/domain';
import { SHARE_CARD, shareCardPath } from '@trippy/contracts';
import { actionClassName, MessagePage, Spinner, useLoad } from '@trippy/ui';
import {
  breadcrumbJsonLd,
  detailStyles as styles,
  DIFFICULTY_LABELS,
  Gallery,
  Highlights,
  InclusionsExclusions,
  Itinerary,
  PricePanel,
  seasonText,
  TrekFacts,
  tripJsonLd,
} from '../detail';
import { useCatalogText } from '../messages';

/** /packages/:slug (or the 24-hex id): everything needed to choose a batch and book. */
export function PackageDetailPage() {
  const text = useCatalogText();
  const { t, tag, locale } = text;
  const { slug = '' } = useParams();
  // The package's own words in the page's language (English where it has no translation).
  const detail = useLoad(['package', slug, locale], () => fetchPackage(slug, locale));
  const pkg = detail.status === 'loaded' ? detail.data : null;
  const origin = usePageOrigin();
  const notFound = detail.status === 'error' && statusOf(detail.error) === 404;
  useResponseStatus(notFound ? 404 : 200);
  useHead(
    pkg
      ? {
          title: t('{name} | Trippy Himalaya', { name: pkg.name }),
          description: t('{duration} {type} from {price} per person + {gst}% GST: {description}', {
            duration: pkg.duration,
            type: pkg.packageType,
            price: formatPrice(pkg.offerPrice, tag),
            gst: GST_PERCENT,
            description: pkg.description,
          }).slice(0, 300),
          canonical: `/packages/${pkg.slug}`,
          type: 'product',
          image: {
            url: shareCardPath(`/packages/${pkg.slug}`),
            width: SHARE_CARD.width,
            height: SHARE_CARD.height,
            alt: t('{name}: {duration}, from {price} per person', {
              name: pkg.name,
              duration: pkg.duration,
              price: formatPrice(pkg.offerPrice, tag),
            }),
          },
          jsonLd: [tripJsonLd(pkg, origin, text), breadcrumbJsonLd(pkg, origin, text)],
        }
      : notFound
        ? { title: t('Trip not found | Trippy Himalaya'), robots: 'noindex' }
        : null,
  );

  if (detail.status === 'loading') return <Spinner label={t('Loading the trip')} />;
  if (detail.status === 'error') {
    return notFound ? (
      <MessagePage
        title={t('Trip not found')}
        text={t('This package does not exist or is no longer offered.')}
        action={
          <Link to="/packages" className={actionClassName}>
            {t('See all packages')}
          </Link>
        }
      />
    ) : (
      <p className={styles.error} role="alert">
        {errorMessage(detail.error, t('Failed to fetch the package'))}
      </p>
    );
  }
  if (!pkg) return null;
  const gallery = pkg.images.gallery.length > 0 ? pkg.images.gallery : [pkg.images.cardImage].filter(Boolean);
  return (
    <article className={styles.page}>
      <nav className={styles.crumbs} aria-label={t('Breadcrumb')}>
        <Link to="/packages">{t('Packages')}</Link> <span aria-hidden="true">›</span>{' '}
        <Link to={`/${pkg.category.slug}`}>{pkg.category.name}</Link>
      </nav>
      <h1 className={styles.title}>{pkg.name}</h1>
      <ul className={styles.meta} aria-label={t('Trip facts')}>
        <li>{pkg.location}</li>
        <li>{pkg.duration}</li>
        <li>{pkg.packageType}</li>
        {pkg.difficulty ? (
          <li className={styles.capitalize}>{t(DIFFICULTY_LABELS[pkg.difficulty])}</li>
        ) : null}
        {pkg.maxAltitudeFt ? <li>{t('Max altitude {feet} ft', { feet: pkg.maxAltitudeFt })}</li> : null}
        {pkg.seasonMonths.length > 0 ? (
          <li>{t('Season {months}', { months: seasonText(pkg.seasonMonths, text) })}</li>
        ) : null}
      </ul>
      <Gallery images={gallery} name={pkg.name} pictures={pkg.images.pictures} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="overview">
            <h2 id="overview">{t('Overview')}</h2>
            <p>{pkg.description}</p>
          </section>
          <Highlights items={pkg.highlights} />
          <TrekFacts pkg={pkg} />
          <Itinerary days={pkg.itinerary} />
          <InclusionsExclusions pkg={pkg} />
        </div>
        <PricePanel pkg={pkg} />
      </div>
    </article>
  );
}
