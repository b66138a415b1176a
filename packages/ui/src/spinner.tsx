import styles from './spinner.module.css';

export function Spinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
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
