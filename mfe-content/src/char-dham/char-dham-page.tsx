import { RemoteComponent, useHead } from '@trippy/federation';
import { RegionError, Spinner } from '@trippy/ui';
import { useContentText } from '../messages';
import { useCharDham } from './char-dham-content';
import { FaqSection } from './faq-section';
import { AboutSection, InfoCards, TempleCards } from './info-sections';
import { MoreAbout } from './more-about';
import { PhotoCarousel } from './photo-carousel';
import { RouteStrip } from './route-strip';
import { TopPlaces } from './top-places';
import styles from './sections.module.css';

/** The Char Dham landing page, sections in the spec's order; the packages carousel comes from mfe-catalog. */
export function CharDhamPage() {
  const { t } = useContentText();
  const { yatra } = useCharDham();
  // The year as text: a number would be grouped (2,026).
  const year = String(yatra.year);
  useHead({
    title: t('Char Dham Yatra {year} | Trippy Himalaya', { year }),
    description: t(
      'Char Dham Yatra {year}: opening dates, route, packages, FAQs and how to reach Yamunotri, Gangotri, Kedarnath and Badrinath.',
      { year },
    ),
  });
  return (
    <>
      <PhotoCarousel />
      <InfoCards />
      <AboutSection />
      <TempleCards />
      <section id="char-dham-packages" className={styles.packages} data-section="packages">
        <RemoteComponent
          remote="catalog"
          exposed="char-dham-carousel"
          // Below the fold: its markup comes with the page, its code (the catalog remote) at the first
          // interaction or idle moment, so the page's start-up downloads one remote, not two.
          defer
          loading={<Spinner inline label={t('Loading Char Dham packages')} />}
          error={<RegionError what={t('Char Dham packages')} />}
        />
      </section>
      <RouteStrip />
      <TopPlaces />
      <FaqSection />
      <div className={styles.last}>
        <MoreAbout />
      </div>
    </>
  );
}
