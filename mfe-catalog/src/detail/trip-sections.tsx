import type { PackageDetail } from '@trippy/contracts';
import styles from './detail.module.css';

const DIFFICULTY_NOTES: Record<string, string> = {
  easy: 'Easy: suited to first-time trekkers in good health. Walk 4-5 km a day comfortably for two weeks before the trip.',
  moderate:
    'Moderate: 5-7 hours of walking a day on uneven trails. Jog 5 km in under 40 minutes and climb stairs with a backpack for a month before.',
  challenging:
    'Challenging: long days, steep climbs and high altitude. Prior trekking experience and 5 km in under 30 minutes are expected; a medical certificate is required.',
};

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
  if (!pkg.difficulty && !pkg.maxAltitudeFt) return null;
  return (
    <section className={styles.section} aria-labelledby="trek-facts">
      <h2 id="trek-facts">Difficulty and fitness</h2>
      <dl className={styles.facts}>
        {pkg.difficulty ? (
          <div>
            <dt>Difficulty</dt>
            <dd className={styles.capitalize}>{pkg.difficulty}</dd>
          </div>
        ) : null}
        {pkg.maxAltitudeFt ? (
          <div>
            <dt>Max altitude</dt>
            <dd>{pkg.maxAltitudeFt.toLocaleString('en-IN')} ft</dd>
          </div>
        ) : null}
        <div>
          <dt>Duration</dt>
          <dd>{pkg.duration}</dd>
        </div>
      </dl>
      {pkg.difficulty ? <p className={styles.note}>{DIFFICULTY_NOTES[pkg.difficulty]}</p> : null}
    </section>
  );
}

export function Highlights({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="highlights">
      <h2 id="highlights">Highlights</h2>
      <List items={items} className={styles.highlights} />
    </section>
  );
}

export function Itinerary({ days }: { days: PackageDetail['itinerary'] }) {
  if (days.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="itinerary">
      <h2 id="itinerary">Day-by-day itinerary</h2>
      <ol className={styles.days}>
        {days.map((day) => (
          <li key={day.day}>
            <span className={styles.dayBadge}>Day {day.day}</span>
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
  if (pkg.inclusions.length === 0 && pkg.exclusions.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.twoCols}`}>
      <div>
        <h2>Inclusions</h2>
        <List items={pkg.inclusions} className={styles.included} />
      </div>
      <div>
        <h2>Exclusions</h2>
        <List items={pkg.exclusions} className={styles.excluded} />
      </div>
    </section>
  );
}
