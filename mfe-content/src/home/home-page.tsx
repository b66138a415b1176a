import { Link } from 'react-router-dom';
import { RemoteComponent } from '@trippy/federation';
import { RegionError, Spinner } from '@trippy/ui';
import content from '../content/home.json';
import styles from './home-page.module.css';

export function HomePage() {
  const { hero } = content;
  return (
    <>
      <section className={styles.hero} data-hero>
        <div className={styles.inner}>
          <span className={styles.eyebrow}>{hero.eyebrow}</span>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <div className={styles.ctas}>
            <Link to={hero.primaryCta.href} className={styles.cta}>
              {hero.primaryCta.label}
            </Link>
            <Link to={hero.secondaryCta.href} className={styles.ctaGhost}>
              {hero.secondaryCta.label}
            </Link>
          </div>
          <div className={styles.claims}>
            {content.claims.map((claim) => (
              <div key={claim.label}>
                <strong>{claim.value}</strong>
                {claim.label}
              </div>
            ))}
          </div>
        </div>
      </section>
      <nav className={styles.categories} aria-label="Trip categories">
        {content.categories.map((category) => (
          <Link key={category.href} to={category.href} className={styles.category}>
            {category.label}
          </Link>
        ))}
      </nav>
      <RemoteComponent
        remote="catalog"
        exposed="char-dham-carousel"
        loading={<Spinner inline label="Loading Char Dham packages" />}
        error={<RegionError what="Char Dham packages" />}
      />
    </>
  );
}
