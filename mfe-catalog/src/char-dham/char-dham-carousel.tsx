import { useState } from 'react';
import { fetchPackages } from '@trippy/api-client';
import { Spinner, useHydrated, useLoad } from '@trippy/ui';
import { PackageCard } from '../components/package-card';
import { carouselControls, clampIndex, hiddenFromWidths, indexForDot, isCharDham } from './carousel-logic';
import { useVisibleCount } from './use-visible-count';
import { HistoryBlock } from './history-block';
import styles from './char-dham-carousel.module.css';

async function loadCharDhamPackages() {
  return (await fetchPackages()).filter((pkg) => isCharDham(pkg.category));
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to fetch packages';
}

/** The Chardham Yatra Packages carousel, exposed for the Char Dham landing page and the home page. */
function withHidden(className: string | undefined, widths: number[]): string {
  return [className, ...widths.map((width) => styles[`hiddenFrom${width}`])].filter(Boolean).join(' ');
}

export function CharDhamCarousel() {
  const packages = useLoad(['char-dham-packages'], loadCharDhamPackages);
  const visible = useVisibleCount();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = packages.status === 'loaded' ? packages.data.length : 0;
  const controls = carouselControls(index, count, visible);
  const go = (next: number) => setIndex(clampIndex(next, count));

  return (
    <section className={styles.section} aria-labelledby="chardham-packages-heading">
      <h2 id="chardham-packages-heading" className={styles.heading}>
        Chardham Yatra Packages
      </h2>
      <p className={styles.tagline}>
        Get the best deals on Char Dham Yatra Packages with our customized tours
      </p>
      {packages.status === 'loading' ? <Spinner inline label="Loading Char Dham packages" /> : null}
      {packages.status === 'error' ? <p className={styles.error}>{errorText(packages.error)}</p> : null}
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
                aria-label="Previous packages"
                disabled={controls.prevDisabled || !hydrated}
                onClick={() => go(index - 1)}
              >
                ‹
              </button>
              {Array.from({ length: controls.dots }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  aria-label={`Show packages ${dot * visible + 1} onwards`}
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
                aria-label="Next packages"
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
