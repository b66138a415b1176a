import type { PackageDetail } from '@trippy/contracts';
import { useCatalogText } from '../messages';
import styles from './detail.module.css';
import { DIFFICULTY_LABELS, fitnessNote } from './fitness-note';

function List({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function TrekFacts({ pkg }: { pkg: PackageDetail }) {
  const { t } = useCatalogText();
  if (!pkg.difficulty && !pkg.maxAltitudeFt) return null;
  const note = fitnessNote(pkg, t);
  return (
    <section className={styles.section} aria-labelledby="trek-facts">
      <h2 id="trek-facts">{t('Difficulty and fitness')}</h2>
      <dl className={styles.facts}>
        {pkg.difficulty ? (
          <div>
            <dt>{t('Difficulty')}</dt>
            <dd className={styles.capitalize}>{t(DIFFICULTY_LABELS[pkg.difficulty])}</dd>
          </div>
        ) : null}
        {pkg.maxAltitudeFt ? (
          <div>
            <dt>{t('Max altitude')}</dt>
            <dd>{t('{feet} ft', { feet: pkg.maxAltitudeFt })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Duration')}</dt>
          <dd>{pkg.duration}</dd>
        </div>
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}

export function Highlights({ items }: { items: string[] }) {
  const { t } = useCatalogText();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="highlights">
      <h2 id="highlights">{t('Highlights')}</h2>
      <List items={items} className={styles.highlights} />
    </section>
  );
}

export function Itinerary({ days }: { days: PackageDetail['itinerary'] }) {
  const { t } = useCatalogText();
  if (days.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="itinerary">
      <h2 id="itinerary">{t('Day-by-day itinerary')}</h2>
      <ol className={styles.days}>
        {days.map((day) => (
          <li key={day.day}>
            <span className={styles.dayBadge}>{t('Day {number}', { number: day.day })}</span>
            <div>
              <h3>{day.title}</h3>
              <p>{day.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function InclusionsExclusions({ pkg }: { pkg: PackageDetail }) {
  const { t } = useCatalogText();
  if (pkg.inclusions.length === 0 && pkg.exclusions.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.twoCols}`}>
      <div>
        <h2>{t('Inclusions')}</h2>
        <List items={pkg.inclusions} className={styles.included} />
      </div>
      <div>
        <h2>{t('Exclusions')}</h2>
        <List items={pkg.exclusions} className={styles.excluded} />
      </div>
    </section>
  );
}
