import { useContentText } from '../messages';
import { useCharDham } from './char-dham-content';
import styles from './sections.module.css';

/** The seven info cards (Location ... Safety Tips): right under the page's h1, so their titles are h2s. */
export function InfoCards() {
  const { t } = useContentText();
  const charDham = useCharDham();
  return (
    <section className={styles.section} data-section="info-cards" aria-label={t('Yatra at a glance')}>
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
  const { t } = useContentText();
  const charDham = useCharDham();
  return (
    <section className={styles.section} data-section="temples" aria-labelledby="char-dham-temples">
      <h2 id="char-dham-temples" className={styles.heading}>
        {t('The Four Dhams')}
      </h2>
      <div className={styles.temples}>
        {charDham.temples.map((temple) => (
          <article key={temple.name} className={styles.temple}>
            <div
              className={styles.templeBand}
              style={{ background: `linear-gradient(160deg, ${temple.tone[0]}, ${temple.tone[1]})` }}
            >
              <h3>{temple.name}</h3>
              <span>{temple.deity}</span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('Altitude')}</dt>
              <dd>{temple.altitude}</dd>
              <dt>{t('Access')}</dt>
              <dd>{temple.access}</dd>
            </dl>
            <p>{temple.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
