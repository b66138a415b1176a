import { useEffect, useRef, useState } from 'react';
import { useCharDham } from './char-dham-content';
import { useContentText } from '../messages';
import styles from './route-strip.module.css';

/** True once the element has scrolled into view (at once where IntersectionObserver is missing). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), {
      threshold: 0.3,
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

/** The animated Chardham Yatra Route strip: the spec's 13 stops in order, Delhi to Delhi. */
export function RouteStrip({ cities: given }: { cities?: readonly string[] }) {
  const { t } = useContentText();
  const { heading, intro, cities: own } = useCharDham().route;
  const cities = given ?? own;
  const [ref, seen] = useSeen<HTMLOListElement>();
  return (
    <section className={styles.section} data-section="route" aria-labelledby="char-dham-route">
      <h2 id="char-dham-route" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>
      <ol
        ref={ref}
        className={seen ? `${styles.strip} ${styles.playing}` : styles.strip}
        data-testid="route-strip"
        // On a phone the strip scrolls sideways: focusable so a keyboard can scroll it too.
        tabIndex={0}
        aria-label={t('Route stops, in order')}
      >
        {cities.map((city, i) => (
          <li key={`${city}-${i}`} className={styles.stop} style={{ animationDelay: `${i * 120}ms` }}>
            <span className={styles.dot} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.city}>{city}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
