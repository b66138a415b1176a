import { Link } from '@trippy/router';
import templesImage from './chardham-temples.svg';
import { useCatalogText } from '../messages';
import styles from './char-dham-carousel.module.css';

/** The static History of Chardham Temples block under the carousel. */
export function HistoryBlock() {
  const { t } = useCatalogText();
  return (
    <div className={styles.history}>
      <img
        src={templesImage}
        alt={t('A Himalayan temple below snow peaks')}
        width={800}
        height={500}
        loading="lazy"
      />
      <div>
        <h3>{t('History of Chardham Temples')}</h3>
        <p>
          {t(
            'The Char Dham of Uttarakhand are four ancient shrines: Yamunotri, the source of the Yamuna; Gangotri, where the Ganga descends; Kedarnath, one of the twelve Jyotirlingas of Lord Shiva; and Badrinath, the abode of Lord Vishnu. Adi Shankaracharya is said to have revived the circuit in the 8th century.',
          )}
        </p>
        <p>
          {t(
            'The present Yamunotri temple was built in 1839 by a king, Maharaja Sudarshan Shah of Tehri Garhwal, and rebuilt after earthquakes and floods, while the stone temples of Kedarnath and Badrinath have stood through centuries of snow.',
          )}
        </p>
        <Link to="/packages" className={styles.viewDetails}>
          {t('View Details')}
        </Link>
      </div>
    </div>
  );
}
