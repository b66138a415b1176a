import { useState } from 'react';
import { fetchPackages } from '@trippy/api-client';
import type { Locale } from '@trippy/contracts';
import { Spinner, useHydrated, useLoad } from '@trippy/ui';
import { PackageCard } from '../components/package-card';
import { carouselControls, clampIndex, hiddenFromWidths, indexForDot, isCharDham } from './carousel-logic';
import { useVisibleCount } from './use-visible-count';
import { HistoryBlock } from './history-block';
import { useCatalogText } from '../messages';
import styles from './char-dham-carousel.module.css';

async function loadCharDhamPackages(locale: Locale) {
  return (await fetchPackages({ locale })).filter((pkg) => isCharDham(pkg.category));
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The Chardham Yatra Packages carousel, exposed for the Char Dham landing page and the home page. */
function withHidden(className: string | undefined, widths: number[]): string {
  return [className, ...widths.map((width) => styles[`hiddenFrom${width}`])].filter(Boolean).join(' ');
}

export function CharDhamCarousel() {
  const { t, locale } = useCatalogText();
  const packages = useLoad(['char-dham-packages', locale], () => loadCharDhamPackages(locale));
  const visible = useVisibleCount();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = packages.status === 'loaded' ? packages.data.length : 0;
  const controls = carouselControls(index, count, visible);
  const go = (next: number) => setIndex(clampIndex(next, count));

  return (
    <section className={styles.section} aria-labelledby="chardham-packages-heading">
      <h2 id="chardham-packages-heading" className={styles.heading}>
        {t('Chardham Yatra Packages')}
      </h2>
      <p className={styles.tagline}>
        {t('Get the best deals on Char Dham Yatra Packages with our customized tours')}
      </p>
      {packages.status === 'loading' ? <Spinner inline label={t('Loading Char Dham packages')} /> : null}
      {packages.status === 'error' ? (
        <p className={styles.error}>{errorText(packages.error, t('Failed to fetch packages'))}</p>
      ) : null}
      {packages.status === 'loaded' ? (
        <>
          <div className={styles.viewport} data-carousel-viewport>
            <div className={styles.track} style={{ transform: `translateX(-${(index * 100) / visible}%)` }}>
              {packages.data.map((pkg, i) => (
                <div
                  key={pkg._id}
                  data-carousel-slide
                  className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
                >
                  <PackageCard pkg={pkg} />
                </div>
              ))}
            </div>
          </div>
          {controls.showControls ? (
            <div className={withHidden(styles.controls, hiddenFromWidths(count))}>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('Previous packages')}
                disabled={controls.prevDisabled || !hydrated}
                onClick={() => go(index - 1)}
              >
                ‹
              </button>
              {Array.from({ length: controls.dots }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  aria-label={t('Show packages {number} onwards', { number: dot * visible + 1 })}
                  className={withHidden(
                    Math.floor(index / visible) === dot ? `${styles.dot} ${styles.dotActive}` : styles.dot,
                    hiddenFromWidths(count, dot),
                  )}
                  disabled={!hydrated}
                  onClick={() => go(indexForDot(dot, visible, count))}
                />
              ))}
              <button
                type="button"
                className={styles.arrow}
                aria-label={t('Next packages')}
                disabled={controls.nextDisabled || !hydrated}
                onClick={() => go(index + 1)}
              >
                ›
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      <HistoryBlock />
    </section>
  );
}
