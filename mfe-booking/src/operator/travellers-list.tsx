import { TRAVELLER_ID_TYPE_LABELS, type Traveller } from '@trippy/contracts';
import { backOfficeStyles as ui } from '@trippy/ui';
import styles from './operator.module.css';

/** One line per seat, the lead first: name, age, gender, the masked identity document. */
export function TravellersList({ travellers }: { travellers: Traveller[] }) {
  if (travellers.length === 0) return <span className={ui.muted}>Travellers not added yet</span>;
  return (
    <ol className={styles.travellers}>
      {[...travellers]
        .sort((a, b) => a.position - b.position)
        .map((t) => (
          <li key={t.position}>
            {t.fullName}, {t.age}, {t.gender}{' '}
            <span className={ui.muted}>
              · {TRAVELLER_ID_TYPE_LABELS[t.idType]} {t.idNumberMasked}
            </span>
          </li>
        ))}
    </ol>
  );
}
