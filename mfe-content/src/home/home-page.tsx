import { RemoteComponent, useHead, usePageOrigin } from '@trippy/federation';
import { shareCardPath } from '@trippy/contracts';
import { BRAND, RegionError, Spinner } from '@trippy/ui';
import { useContentText } from '../messages';
import { logoUrl } from '../shared/structured-data';
import { HomeHero } from './home-hero';
import { CallToAction, FeaturedPackages, TripCategories, WhyTravel } from './home-sections';
import styles from './home-page.module.css';

/**
 * The operator as schema.org TravelAgency: name, logo, picture (the home page's share card), address and phone
 * for search engines' knowledge panels.
 */
export function travelAgency(origin: string) {
  return {
    '@type': 'TravelAgency',
    name: BRAND.name,
    url: `${origin}/`,
    logo: logoUrl(origin),
    image: new URL(shareCardPath('/'), origin).href,
    email: BRAND.email,
    telephone: BRAND.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: '2nd Floor, 14 Rajpur Road',
      addressLocality: 'Dehradun',
      addressRegion: 'Uttarakhand',
      postalCode: '248001',
      addressCountry: 'IN',
    },
    sameAs: Object.values(BRAND.social),
  };
}

export function HomePage() {
  const { t } = useContentText();
  const origin = usePageOrigin();
  useHead({ jsonLd: [travelAgency(origin)] });
  return (
    <>
      <HomeHero />
      <TripCategories />
      <FeaturedPackages />
      <div className={styles.carousel}>
        <RemoteComponent
          remote="catalog"
          exposed="char-dham-carousel"
          // Below the fold: its markup comes with the page, its code (the catalog remote) at the first
          // interaction or idle moment, so the page's start-up downloads one remote, not two.
          defer
          loading={<Spinner inline label={t('Loading Char Dham packages')} />}
          error={<RegionError what={t('Char Dham packages')} />}
        />
      </div>
      <WhyTravel />
      <CallToAction />
    </>
  );
}
