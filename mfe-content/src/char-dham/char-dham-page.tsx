import { useState } from 'react';
import { RemoteComponent } from '@trippy/federation';
import { RegionError, Spinner } from '@trippy/ui';
import content from '../content/char-dham.json';
import styles from './char-dham-page.module.css';

/** The Char Dham landing page: carousel with thumbnails, the seven info cards, then mfe-catalog's packages. */
export function CharDhamPage() {
  const [active, setActive] = useState(0);
  const slide = content.slides[active] ?? content.slides[0];
  const [from, to] = slide?.tone ?? ['#333', '#999'];
  return (
    <>
      <section
        className={styles.hero}
        style={{ background: `linear-gradient(160deg, ${from} 0%, ${to} 100%)` }}
        aria-roledescription="carousel"
        data-hero
      >
        <div className={styles.heroInner}>
          <h1 className={styles.title}>{content.hero.title}</h1>
          <p className={styles.subtitle}>{content.hero.subtitle}</p>
          <p className={styles.caption} aria-live="polite">
            {slide?.caption}
          </p>
          <div className={styles.thumbs} role="tablist" aria-label="Char Dham temples">
            {content.slides.map((s, i) => (
              <button
                key={s.name}
                type="button"
                role="tab"
                aria-selected={i === active}
                className={i === active ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                style={{ background: `linear-gradient(160deg, ${s.tone[0]}, ${s.tone[1]})` }}
                onClick={() => setActive(i)}
              >
                {s.name}
              </button>
            ))}
          </div>
        </div>
      </section>
      <div className={styles.cards}>
        {content.infoCards.map((card) => (
          <article key={card.title} className={styles.card}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
      <RemoteComponent
        remote="catalog"
        exposed="char-dham-carousel"
        loading={<Spinner inline label="Loading Char Dham packages" />}
        error={<RegionError what="Char Dham packages" />}
      />
    </>
  );
}
