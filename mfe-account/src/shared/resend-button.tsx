import { useAccountText } from '../messages';
import styles from './auth.module.css';

interface ResendButtonProps {
  left: number;
  busy: boolean;
  onResend: () => void;
}

/** "Resend code" once the wait is over; the remaining seconds meanwhile. */
export function ResendButton({ left, busy, onResend }: ResendButtonProps) {
  const { t } = useAccountText();
  const waiting = left > 0;
  return (
    <button type="button" className={styles.link} disabled={waiting || busy} onClick={onResend}>
      {waiting ? t('Resend code in {count}s', { count: left }) : busy ? t('Sending...') : t('Resend code')}
    </button>
  );
}
