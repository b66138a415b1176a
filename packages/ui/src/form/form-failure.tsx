import { useUiText } from '../messages';
import styles from '../form.module.css';

interface FormFailureProps {
  /** The form's failure (`useForm().failure`); nothing is drawn without one. */
  message: string | null | undefined;
  /** The look; the customer forms' error style unless given (the back office passes its own). */
  className?: string | undefined;
}

/**
 * A form's own message (not a field's), announced at once to screen readers. Messages come translated by the
 * container or from the server; only this package's own (FORM_FAILURE) is translated here.
 */
export function FormFailure({ message, className = styles.error }: FormFailureProps) {
  const { t } = useUiText();
  return message ? (
    <p className={className} role="alert">
      {t(message)}
    </p>
  ) : null;
}
