import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchPackage, errorMessage, statusOf } from '@trippy/api-client';
import { MessagePage, Spinner, useLoad } from '@trippy/ui';
import { Gallery } from '../detail/gallery';
import { PricePanel } from '../detail/price-panel';
import { Highlights, InclusionsExclusions, Itinerary, TrekFacts } from '../detail/trip-sections';
import { TripJsonLd } from '../detail/trip-json-ld';
import { useCanonical } from '../detail/use-canonical';
import styles from '../detail/detail.module.css';

/** /packages/:slug (or the 24-hex id): everything needed to choose a batch and book. */
export function PackageDetailPage() {
  const { slug = '' } = useParams();
  const detail = useLoad(() => fetchPackage(slug), [slug]);
  const pkg = detail.status === 'loaded' ? detail.data : null;
  useCanonical(pkg ? `/packages/${pkg.slug}` : null);

  useEffect(() => {
    if (pkg) document.title = `${pkg.name} | Trippy Himalaya`;
  }, [pkg]);

  if (detail.status === 'loading') return <Spinner label="Loading the trip" />;
  if (detail.status === 'error') {
    return statusOf(detail.error) === 404 ? (
      <MessagePage title="Trip not found" text="This package does not exist or is no longer offered." />
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
      <TripJsonLd pkg={pkg} />
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
      </ul>
      <Gallery images={gallery} name={pkg.name} />
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
