import { Link } from '@trippy/router';
import type { PackageSummary } from '@trippy/contracts';
import { discountPercent, formatRupees, PER_PERSON_PLUS_GST } from '@trippy/domain';
import styles from './package-card.module.css';

export function cardImageOf(pkg: PackageSummary): string | undefined {
  return pkg.images.cardImage || undefined;
}

/**
 * `eager`: the card is in the first screen of a server-rendered page, so its picture loads with the page
 * (a lazy picture there is the page's largest paint, delayed until layout).
 */
export function PackageCard({
  pkg,
  className,
  eager = false,
}: {
  pkg: PackageSummary;
  className?: string;
  eager?: boolean;
}) {
  const discount = discountPercent(pkg.originalPrice, pkg.offerPrice);
  const image = cardImageOf(pkg);
  return (
    <Link
      to={`/packages/${pkg.slug}`}
      state={{ packageId: pkg._id }}
      className={className ? `${styles.card} ${className}` : styles.card}
      data-testid="package-card"
    >
      <div className={styles.media}>
        {image ? (
          <img
            src={image}
            alt={pkg.name}
            width={480}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        <span className={styles.badge}>{pkg.duration}</span>
        {discount > 0 ? <span className={styles.discount}>{discount}% off</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{pkg.name}</h3>
        <span className={styles.location}>{pkg.location}</span>
        <div className={styles.prices}>
          {pkg.originalPrice > pkg.offerPrice ? (
            <s className={styles.original}>{formatRupees(pkg.originalPrice)}</s>
          ) : null}
          <strong className={styles.offer}>{formatRupees(pkg.offerPrice)}</strong>
          <span className={styles.perPerson}>{PER_PERSON_PLUS_GST}</span>
        </div>
      </div>
    </Link>
  );
}
