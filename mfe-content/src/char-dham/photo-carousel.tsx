import { useEffect, useState } from 'react';
import { charDham } from './char-dham-content';
import { MountainArt } from '../shared/mountain-art';
import styles from './photo-carousel.module.css';

const AUTO_ADVANCE_MS = 6000;

/** The hero photo carousel with its four-slide thumbnail strip (Kedarnath, Badrinath, Yamunotri, Gangotri). */
export function PhotoCarousel() {
  const { slides, hero } = charDham;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const slide = slides[active] ?? slides[0];
  const [from, to] = slide?.tone ?? ['#333', '#999'];

  useEffect(() => {
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % slides.length), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [active, paused, slides.length]);

  return (
    <section
      className={styles.hero}
      style={{ background: `linear-gradient(160deg, ${from} 0%, ${to} 100%)` }}
      aria-roledescription="carousel"
      aria-label="Char Dham temples"
      data-hero
      data-section="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
    >
      <MountainArt className={styles.art} />
      <div className={styles.inner}>
        <h1 className={styles.title}>{hero.title}</h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <p className={styles.caption} aria-live="polite">
          <strong>{slide?.name}</strong> · {slide?.caption}
        </p>
        <a className={styles.cta} href="#char-dham-packages">
          {hero.cta}
        </a>
        <div className={styles.thumbs} role="tablist" aria-label="Char Dham slides">
          {slides.map((s, i) => (
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
  );
}
