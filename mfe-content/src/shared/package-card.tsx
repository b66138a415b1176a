import { Link } from '@trippy/router';
import type { PackageSummary } from '@trippy/contracts';
import { formatPrice, GST_PERCENT } from '@trippy/domain';
import { phoneWideSizes, Picture } from '@trippy/ui';
import { useContentText } from '../messages';
import styles from './package-card.module.css';

/** Teasers sit in grids of columns: one on a phone, two on a tablet, four of 300 px on a desktop. */
const CARD_SIZES = phoneWideSizes('(min-width: 1200px) 300px, (min-width: 600px) 50vw');

/** A package teaser linking to /packages/{slug} (the id travels in navigation state). */
export function PackageCard({
  pkg,
  testId = 'content-package-card',
}: {
  pkg: PackageSummary;
  testId?: string;
}) {
  const { t, tag } = useContentText();
  return (
    <Link
      to={`/packages/${pkg.slug}`}
      state={{ packageId: pkg._id }}
      className={styles.card}
      data-testid={testId}
    >
      <span className={styles.media}>
        {pkg.images.cardImage ? (
          <Picture
            src={pkg.images.cardImage}
            picture={pkg.images.pictures?.[pkg.images.cardImage]}
            alt=""
            sizes={CARD_SIZES}
            width={320}
            height={180}
            lazy
          />
        ) : null}
        <span className={styles.duration}>{pkg.duration}</span>
      </span>
      <span className={styles.body}>
        <strong className={styles.name}>{pkg.name}</strong>
        <span className={styles.location}>{pkg.location}</span>
        <span className={styles.prices}>
          {pkg.originalPrice > pkg.offerPrice ? <s>{formatPrice(pkg.originalPrice, tag)}</s> : null}
          <b>{formatPrice(pkg.offerPrice, tag)}</b>
          {/* PER_PERSON_PLUS_GST's words, with the rate as a value so Hindi pages say it too. */}
          <span className={styles.perPerson}>{t('per person + {gst}% GST', { gst: GST_PERCENT })}</span>
        </span>
      </span>
    </Link>
  );
}
