import styles from '../form.module.css';

interface FormFailureProps {
  /** The form's failure (`useForm().failure`); nothing is drawn without one. */
  message: string | null | undefined;
  /** The look; the customer forms' error style unless given (the back office passes its own). */
  className?: string | undefined;
}

/** A form's own message (not a field's), announced at once to screen readers. */
export function FormFailure({ message, className = styles.error }: FormFailureProps) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
