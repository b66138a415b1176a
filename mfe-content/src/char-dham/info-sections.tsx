import { useCharDham } from './char-dham-content';
import styles from './sections.module.css';

/** The seven info cards (Location ... Safety Tips): right under the page's h1, so their titles are h2s. */
export function InfoCards() {
  const charDham = useCharDham();
  return (
    <section className={styles.section} data-section="info-cards" aria-label="Yatra at a glance">
      <div className={styles.cards}>
        {charDham.infoCards.map((card) => (
          <article key={card.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

export function AboutSection() {
  const charDham = useCharDham();
  const { about } = charDham;
  return (
    <section className={styles.section} data-section="about" aria-labelledby="char-dham-about">
      <h2 id="char-dham-about" className={styles.heading}>
        {about.heading}
      </h2>
      {about.paragraphs.map((p) => (
        <p key={p.slice(0, 24)} className={styles.prose}>
          {p}
        </p>
      ))}
    </section>
  );
}

/** The four temple cards, in the order pilgrims visit them. */
export function TempleCards() {
  const charDham = useCharDham();
  return (
    <section className={styles.section} data-section="temples" aria-labelledby="char-dham-temples">
      <h2 id="char-dham-temples" className={styles.heading}>
        The Four Dhams
      </h2>
      <div className={styles.temples}>
        {charDham.temples.map((t) => (
          <article key={t.name} className={styles.temple}>
            <div
              className={styles.templeBand}
              style={{ background: `linear-gradient(160deg, ${t.tone[0]}, ${t.tone[1]})` }}
            >
              <h3>{t.name}</h3>
              <span>{t.deity}</span>
            </div>
            <dl className={styles.facts}>
              <dt>Altitude</dt>
              <dd>{t.altitude}</dd>
              <dt>Access</dt>
              <dd>{t.access}</dd>
            </dl>
            <p>{t.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
