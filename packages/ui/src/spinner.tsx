import { useUiTextNow } from './messages';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** What is loading, in the page's language; "Loading" unless given. */
  label?: string;
  inline?: boolean;
}

export function Spinner({ label, inline = false }: SpinnerProps) {
  // A loading state never waits for messages: the default label is English until they are here.
  return label ? <SpinnerView label={label} inline={inline} /> : <DefaultSpinner inline={inline} />;
}

function DefaultSpinner({ inline }: { inline: boolean }) {
  const { t } = useUiTextNow();
  return <SpinnerView label={t('Loading')} inline={inline} />;
}

function SpinnerView({ label, inline }: { label: string; inline: boolean }) {
  return (
    <div
      className={inline ? `${styles.wrap} ${styles.inline}` : styles.wrap}
      role="status"
      aria-live="polite"
    >
      <div className={styles.spinner} aria-hidden="true" />
      <span style={{ position: 'absolute', left: -9999 }}>{label}</span>
    </div>
  );
}
