import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useContentText } from '../messages';
import { useCharDham } from './char-dham-content';
import { MountainArt } from '../shared/mountain-art';
import styles from './photo-carousel.module.css';

const AUTO_ADVANCE_MS = 6000;

/**
 * The hero photo carousel with its four-slide thumbnail strip (Kedarnath, Badrinath, Yamunotri, Gangotri): a
 * tabbed carousel, each thumbnail a tab controlling its slide's tab panel (the caption), one tab in the Tab
 * order, arrow keys, Home and End moving between them.
 */
export function PhotoCarousel() {
  const { t } = useContentText();
  const charDham = useCharDham();
  const { slides, hero } = charDham;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const base = useId().replace(/:/g, '');
  const tabId = (i: number) => `${base}-slide-tab-${i}`;
  const panelId = (i: number) => `${base}-slide-${i}`;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const slide = slides[active] ?? slides[0];
  const [from, to] = slide?.tone ?? ['#333', '#999'];

  useEffect(() => {
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % slides.length), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [active, paused, slides.length]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = slides.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (i + 1) % slides.length
        : event.key === 'ArrowLeft'
          ? (i + last) % slides.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      className={styles.hero}
      style={{ background: `linear-gradient(160deg, ${from} 0%, ${to} 100%)` }}
      aria-roledescription={t('carousel')}
      aria-label={t('Char Dham temples')}
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
        <p className={styles.season} data-season-status={charDham.yatra.open ? 'open' : 'closed'}>
          {charDham.status}
        </p>
        <div aria-live="polite">
          {slides.map((s, i) => (
            <p
              key={s.name}
              id={panelId(i)}
              className={styles.caption}
              role="tabpanel"
              aria-labelledby={tabId(i)}
              hidden={i !== active}
            >
              <strong>{s.name}</strong> · {s.caption}
            </p>
          ))}
        </div>
        <a className={styles.cta} href="#char-dham-packages">
          {hero.cta}
        </a>
        <div className={styles.thumbs} role="tablist" aria-label={t('Char Dham slides')}>
          {slides.map((s, i) => (
            <button
              key={s.name}
              type="button"
              ref={(element) => {
                tabs.current[i] = element;
              }}
              id={tabId(i)}
              role="tab"
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              className={i === active ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
              style={{ background: `linear-gradient(160deg, ${s.tone[0]}, ${s.tone[1]})` }}
              onClick={() => setActive(i)}
              onKeyDown={(event) => onTabKeyDown(event, i)}
            >
              {s.name}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
