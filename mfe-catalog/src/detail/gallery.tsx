import { useState } from 'react';
import styles from './detail.module.css';

/** The package's photos: one large image (the page's largest paint: fetched first) and a strip of thumbnails. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <img
          src={current}
          alt={`${name}, photo ${index + 1} of ${images.length}`}
          width={1200}
          height={520}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="Photos">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
              aria-label={`Show photo ${i + 1}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" width={120} height={80} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
