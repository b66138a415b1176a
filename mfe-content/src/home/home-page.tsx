import { RemoteComponent } from '@trippy/federation';
import { RegionError, Spinner } from '@trippy/ui';
import { HomeHero } from './home-hero';
import { CallToAction, FeaturedPackages, TripCategories, WhyTravel } from './home-sections';
import styles from './home-page.module.css';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <TripCategories />
      <FeaturedPackages />
      <div className={styles.carousel}>
        <RemoteComponent
          remote="catalog"
          exposed="char-dham-carousel"
          loading={<Spinner inline label="Loading Char Dham packages" />}
          error={<RegionError what="Char Dham packages" />}
        />
      </div>
      <WhyTravel />
      <CallToAction />
    </>
  );
}
