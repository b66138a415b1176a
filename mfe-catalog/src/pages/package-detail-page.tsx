import { Link, useParams } from '@trippy/router';
import { fetchPackage, errorMessage, statusOf } from '@trippy/api-client';
import { useHead, usePageOrigin, useResponseStatus } from '@trippy/federation';
import { formatPrice, PLUS_GST, seasonLabel } from '@trippy/domain';
import { SHARE_CARD, shareCardPath } from '@trippy/contracts';
import { actionClassName, MessagePage, Spinner, useLoad } from '@trippy/ui';
import {
  breadcrumbJsonLd,
  detailStyles as styles,
  Gallery,
  Highlights,
  InclusionsExclusions,
  Itinerary,
  PricePanel,
  TrekFacts,
  tripJsonLd,
} from '../detail';

/** /packages/:slug (or the 24-hex id): everything needed to choose a batch and book. */
export function PackageDetailPage() {
  const { slug = '' } = useParams();
  const detail = useLoad(['package', slug], () => fetchPackage(slug));
  const pkg = detail.status === 'loaded' ? detail.data : null;
  const origin = usePageOrigin();
  const notFound = detail.status === 'error' && statusOf(detail.error) === 404;
  useResponseStatus(notFound ? 404 : 200);
  useHead(
    pkg
      ? {
          title: `${pkg.name} | Trippy Himalaya`,
          description:
            `${pkg.duration} ${pkg.packageType} from ${formatPrice(pkg.offerPrice)} per person ${PLUS_GST}: ${pkg.description}`.slice(
              0,
              300,
            ),
          canonical: `/packages/${pkg.slug}`,
          type: 'product',
          image: {
            url: shareCardPath(`/packages/${pkg.slug}`),
            width: SHARE_CARD.width,
            height: SHARE_CARD.height,
            alt: `${pkg.name}: ${pkg.duration}, from ${formatPrice(pkg.offerPrice)} per person`,
          },
          jsonLd: [tripJsonLd(pkg, origin), breadcrumbJsonLd(pkg, origin)],
        }
      : notFound
        ? { title: 'Trip not found | Trippy Himalaya', robots: 'noindex' }
        : null,
  );

  if (detail.status === 'loading') return <Spinner label="Loading the trip" />;
  if (detail.status === 'error') {
    return notFound ? (
      <MessagePage
        title="Trip not found"
        text="This package does not exist or is no longer offered."
        action={
          <Link to="/packages" className={actionClassName}>
            See all packages
          </Link>
        }
      />
    ) : (
      <p className={styles.error} role="alert">
        {errorMessage(detail.error, 'Failed to fetch the package')}
      </p>
    );
  }
  if (!pkg) return null;
  const gallery = pkg.images.gallery.length > 0 ? pkg.images.gallery : [pkg.images.cardImage].filter(Boolean);
  return (
    <article className={styles.page}>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link to="/packages">Packages</Link> <span aria-hidden="true">›</span>{' '}
        <Link to={`/${pkg.category.slug}`}>{pkg.category.name}</Link>
      </nav>
      <h1 className={styles.title}>{pkg.name}</h1>
      <ul className={styles.meta} aria-label="Trip facts">
        <li>{pkg.location}</li>
        <li>{pkg.duration}</li>
        <li>{pkg.packageType}</li>
        {pkg.difficulty ? <li className={styles.capitalize}>{pkg.difficulty}</li> : null}
        {pkg.maxAltitudeFt ? <li>Max altitude {pkg.maxAltitudeFt.toLocaleString('en-IN')} ft</li> : null}
        {pkg.seasonMonths.length > 0 ? <li>Season {seasonLabel(pkg.seasonMonths)}</li> : null}
      </ul>
      <Gallery images={gallery} name={pkg.name} pictures={pkg.images.pictures} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="overview">
            <h2 id="overview">Overview</h2>
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
