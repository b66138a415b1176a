import { Link } from '@trippy/router';
import type { PackageSummary } from '@trippy/contracts';
import { discountPercent, formatPrice } from '@trippy/domain';
import { phoneWideSizes, Picture } from '@trippy/ui';
import { useCatalogText } from '../messages';
import { percentOff, perPersonPlusGst } from './price-words';
import styles from './package-card.module.css';

/** Cards sit in grids of columns at least 270 px wide: one column on a phone, three or four on a desktop. */
export const CARD_SIZES = phoneWideSizes('(min-width: 1200px) 400px, (min-width: 600px) 50vw');

/**
 * Cards whose pictures load with the page, the first preloaded as the largest paint: one, the first screen of a
 * phone. The rest of a desktop's first row are lazy, fetched as soon as layout shows them; loaded with the page,
 * their bytes shared a phone's slow link with the first (Lighthouse mobile with 3000x2000 photos: LCP 2.6 s
 * with four, 1.85 s with one, median of 6).
 */
export const FIRST_SCREEN_CARDS = 1;

export function cardImageOf(pkg: PackageSummary): string | undefined {
  return pkg.images.cardImage || undefined;
}

/**
 * `eager`: the card is in the first screen of a server-rendered page, so its picture loads with the page
 * (a lazy picture there is the page's largest paint, delayed until layout).
 * `headingLevel`: the level of the card's name, one below the heading the cards sit under (2 in a listing
 * right under the page's h1, 3 under a section's h2); the `name` class keeps its size whatever the level.
 */
export function PackageCard({
  pkg,
  className,
  eager = false,
  headingLevel = 3,
}: {
  pkg: PackageSummary;
  className?: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, tag } = useCatalogText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
          <Picture
            src={image}
            picture={pkg.images.pictures?.[image]}
            alt={pkg.name}
            sizes={CARD_SIZES}
            width={480}
            height={300}
            priority={eager}
            lazy={!eager}
          />
        ) : null}
        <span className={styles.badge}>{pkg.duration}</span>
        {discount > 0 ? <span className={styles.discount}>{percentOff(t, discount)}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{pkg.name}</Heading>
        <span className={styles.location}>{pkg.location}</span>
        <div className={styles.prices}>
          {pkg.originalPrice > pkg.offerPrice ? (
            <s className={styles.original}>{formatPrice(pkg.originalPrice, tag)}</s>
          ) : null}
          <strong className={styles.offer}>{formatPrice(pkg.offerPrice, tag)}</strong>
          <span className={styles.perPerson}>{perPersonPlusGst(t)}</span>
        </div>
      </div>
    </Link>
  );
}
