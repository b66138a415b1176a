import { travellerErrorList, type TravellerErrors } from './traveller-drafts';
import { useBookingText } from '../messages';
import styles from './travellers.module.css';

/** Every traveller's problems as one list, announced when the form is sent, above its buttons. */
export function TravellerErrorList({ errors }: { errors: TravellerErrors }) {
  const { t } = useBookingText();
  const messages = travellerErrorList(errors);
  return messages.length > 0 ? (
    <ul className={styles.errors} role="alert" aria-label={t('Check the travellers')}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  ) : null;
}
