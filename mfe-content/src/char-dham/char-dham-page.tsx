import { RemoteComponent, useHead } from '@trippy/federation';
import { RegionError, Spinner } from '@trippy/ui';
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
  const { yatra } = useCharDham();
  useHead({
    title: `Char Dham Yatra ${yatra.year} | Trippy Himalaya`,
    description: `Char Dham Yatra ${yatra.year}: opening dates, route, packages, FAQs and how to reach Yamunotri, Gangotri, Kedarnath and Badrinath.`,
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
          loading={<Spinner inline label="Loading Char Dham packages" />}
          error={<RegionError what="Char Dham packages" />}
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
