import { formatTripDate } from '@trippy/domain';
import { useContentText } from '../messages';
import { useCharDham } from './char-dham-content';
import styles from './sections.module.css';

/** More About: the temples' opening and closing dates of the coming (or current) yatra, and How to Reach. */
export function MoreAbout() {
  const { t, tag } = useContentText();
  const { moreAbout: m, yatra } = useCharDham();
  const date = (value: string | null) => (value ? formatTripDate(value, tag) : m.toBeAnnounced);
  return (
    <section className={styles.section} data-section="more-about" aria-labelledby="char-dham-more">
      <h2 id="char-dham-more" className={styles.heading}>
        {m.heading}
      </h2>
      <h3>{m.datesHeading}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Temple')}</th>
              <th scope="col">{t('Opening')}</th>
              <th scope="col">{t('Closing')}</th>
            </tr>
          </thead>
          <tbody>
            {yatra.temples.map((row) => (
              <tr key={row.temple}>
                <th scope="row">{row.temple}</th>
                <td>{date(row.opening)}</td>
                <td>{date(row.closing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{m.reachHeading}</h3>
      <ul className={styles.reach}>
        {m.reach.map((r) => (
          <li key={r.mode}>
            <strong>{r.mode}:</strong> {r.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
