import type { PackageDetail } from '@trippy/contracts';
import styles from './detail.module.css';
import { fitnessNote } from './fitness-note';

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
  const note = fitnessNote(pkg);
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
      {note ? <p className={styles.note}>{note}</p> : null}
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
