import { useContentText } from '../messages';
import { useCharDham } from './char-dham-content';
import { PlaceArt } from '../shared/place-art';
import styles from './sections.module.css';

/** Top Places to Visit: the spec's eight places, each with a description and an illustration. */
export function TopPlaces() {
  const { t } = useContentText();
  const charDham = useCharDham();
  const { heading, items } = charDham.places;
  return (
    <section className={styles.section} data-section="places" aria-labelledby="char-dham-places">
      <h2 id="char-dham-places" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.places}>
        {items.map((place) => (
          <li key={place.name} className={styles.place}>
            <PlaceArt kind={place.image} title={t('Illustration of {name}', { name: place.name })} />
            <h3>{place.name}</h3>
            <p>{place.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
