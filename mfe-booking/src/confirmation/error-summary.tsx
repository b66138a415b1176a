import { useId, type MouseEvent, type Ref } from 'react';
import { useBookingText } from '../messages';
import styles from '../shared/booking.module.css';

export interface SummaryError {
  /** The id of the field the message is about. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  /** Every error, in the order the fields appear in the form. */
  errors: SummaryError[];
  /** The summary takes focus after a failed submit (it is focusable by script only). */
  ref?: Ref<HTMLDivElement>;
}

/** Focuses the field (the browser scrolls it into view) without changing the address. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The errors of a form at its top, in field order, each a link that focuses its field: on a phone the missing
 * fields may be screens away from the button, and each message says which field it is about.
 */
export function ErrorSummary({ errors, ref }: ErrorSummaryProps) {
  const headingId = useId();
  const { t } = useBookingText();
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      className={styles.errorSummary}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="error-summary"
    >
      <h2 id={headingId}>{t('Please check these details')}</h2>
      <ul>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
