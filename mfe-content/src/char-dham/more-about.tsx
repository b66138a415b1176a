import { charDham } from './char-dham-content';
import styles from './sections.module.css';

/** More About: the opening/closing dates table and How to Reach. */
export function MoreAbout() {
  const m = charDham.moreAbout;
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
              <th scope="col">Temple</th>
              <th scope="col">Opening</th>
              <th scope="col">Closing</th>
            </tr>
          </thead>
          <tbody>
            {m.dates.map((row) => (
              <tr key={row.temple}>
                <th scope="row">{row.temple}</th>
                <td>{row.opening}</td>
                <td>{row.closing}</td>
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
