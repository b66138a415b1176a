import { Link } from '@trippy/router';
import { fetchPackages } from '@trippy/api-client';
import { sendSiteEvent, SITE_EVENT } from '@trippy/contracts';
import { BRAND, Spinner, useLoad } from '@trippy/ui';
import { useContentText } from '../messages';
import { PackageCard } from '../shared/package-card';
import { PlaceArt } from '../shared/place-art';
import { useHome } from './home-content';
import styles from './home-page.module.css';

export function TripCategories() {
  const home = useHome();
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.heading}>
        {home.categoriesHeading}
      </h2>
      <ul className={styles.categories}>
        {home.categories.map((c) => (
          <li key={c.href}>
            <Link to={c.href} className={styles.category}>
              <PlaceArt kind={c.image} title="" />
              <strong>{c.label}</strong>
              <span>{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The featured packages named in home.json, in that order (falls back to the first six). */
export function FeaturedPackages() {
  const { t, locale } = useContentText();
  const { heading, tagline, slugs, viewAll } = useHome().featured;
  const state = useLoad(['home-packages', locale], async () => {
    const all = await fetchPackages({ locale });
    const picked = slugs.map((s) => all.find((p) => p.slug === s)).filter((p) => p !== undefined);
    return (picked.length ? picked : all).slice(0, 6);
  });
  return (
    <section className={styles.section} aria-labelledby="home-featured">
      <h2 id="home-featured" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.tagline}>{tagline}</p>
      {state.status === 'loading' ? <Spinner inline label={t('Loading featured packages')} /> : null}
      {state.status === 'error' ? (
        <p className={styles.muted}>{t('Packages could not be loaded right now.')}</p>
      ) : null}
      {state.status === 'loaded' ? (
        <ul className={styles.packages}>
          {state.data.map((pkg) => (
            <li key={pkg._id}>
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/packages" className={styles.viewAll}>
        {viewAll} →
      </Link>
    </section>
  );
}

export function WhyTravel() {
  const home = useHome();
  return (
    <section className={styles.band} aria-labelledby="home-why">
      <div className={styles.section}>
        <h2 id="home-why" className={styles.heading}>
          {home.why.heading}
        </h2>
        <ul className={styles.why}>
          {home.why.items.map((item, i) => (
            <li key={item.title}>
              <span className={styles.whyNumber} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { cta } = useHome();
  const phone = BRAND.phones[0];
  return (
    <section className={styles.ctaBand} aria-labelledby="home-cta">
      <h2 id="home-cta">{cta.heading}</h2>
      <p>{cta.text}</p>
      <div className={styles.ctas}>
        <button
          type="button"
          className={styles.cta}
          onClick={() => sendSiteEvent(SITE_EVENT.openSendQuery, null)}
        >
          {cta.queryButton}
        </button>
        <a href={`tel:${phone.replace(/\s/g, '')}`} className={styles.ctaGhost}>
          {cta.callLabel} {phone}
        </a>
      </div>
    </section>
  );
}
