import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@trippy/router';
import { fillSeason, toDateOnly } from '@trippy/domain';
import { seasonOn } from '../shared/yatra-season';
import { MountainArt } from '../shared/mountain-art';
import { useContentText } from '../messages';
import { useHome } from './home-content';
import styles from './home-page.module.css';

/** The home hero: promise, a search entry that leads to /packages, the two main calls to action and claims. */
export function HomeHero() {
  const { hero, claims } = useHome();
  const { t } = useContentText();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/packages?q=${encodeURIComponent(q)}` : '/packages');
  };
  return (
    <section className={styles.hero} data-hero>
      <MountainArt className={styles.art} />
      <div className={styles.inner}>
        <span className={styles.eyebrow}>{hero.eyebrow}</span>
        <h1 className={styles.title}>{hero.title}</h1>
        <p className={styles.subtitle}>{hero.subtitle}</p>
        <form className={styles.search} role="search" onSubmit={search}>
          <label htmlFor="home-search" className={styles.searchLabel}>
            {hero.searchLabel}
          </label>
          <input
            id="home-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={hero.searchPlaceholder}
          />
          <button type="submit">{hero.searchButton}</button>
        </form>
        <div className={styles.ctas}>
          <Link to={hero.primaryCta.href} className={styles.cta}>
            {hero.primaryCta.label}
          </Link>
          <Link to={hero.secondaryCta.href} className={styles.ctaGhost}>
            {fillSeason(hero.secondaryCta.label, seasonOn(toDateOnly()))}
          </Link>
        </div>
        <ul className={styles.claims} aria-label={t('Our record')}>
          {claims.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.value}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
