import { useState } from 'react';
import type { Pictures } from '@trippy/contracts';
import { phoneWideSizes, Picture } from '@trippy/ui';
import { useCatalogText } from '../messages';
import styles from './detail.module.css';

/** The large photo spans the page's content (1200 px at most). */
const MAIN_SIZES = phoneWideSizes('(min-width: 1232px) 1200px');

/**
 * The package's photos: one large image (the page's largest paint: preloaded, fetched first) and a strip of
 * thumbnails (lazy); uploads in every format and width, drawings as they are.
 */
export function Gallery({
  images,
  name,
  pictures = {},
}: {
  images: string[];
  name: string;
  pictures?: Pictures;
}) {
  const { t } = useCatalogText();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <Picture
          key={current}
          src={current}
          picture={pictures[current]}
          alt={t('{name}, photo {number} of {count}', { name, number: index + 1, count: images.length })}
          sizes={MAIN_SIZES}
          width={1200}
          height={520}
          priority={index === 0}
        />
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label={t('Photos')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
              aria-label={t('Show photo {number}', { number: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <Picture src={src} picture={pictures[src]} alt="" sizes="96px" width={120} height={80} lazy />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
