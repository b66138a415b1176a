import { useEffect, useRef } from 'react';
import { useSession } from '@trippy/session';
import { useAccountText } from '../messages';
import { NEW_NOTIFICATION, notifications, useNotifications } from './notification-store';
import { useHeaderHasBell, useRegisterHeaderBell } from './bell-placements';
import { NotificationPanel } from './notification-panel';
import styles from './notifications.module.css';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell with its unread dot and the panel; shown to logged-in customers only. */
export function NotificationBell({ placement = 'header' }: { placement?: 'header' | 'profile' }) {
  const loggedIn = useSession((s) => s.status === 'authenticated' && s.userId !== null);
  const headerHasBell = useHeaderHasBell();
  useRegisterHeaderBell(placement === 'header');
  const hidden = !loggedIn || (placement === 'profile' && headerHasBell);
  if (hidden) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useAccountText();
  const { unread, open } = useNotifications();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => notifications.attach(), []);
  useEffect(() => notifications.announceNewAs(t(NEW_NOTIFICATION)), [t]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) notifications.close();
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && notifications.close();
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? t('Notifications, {count} unread', { count: unread }) : t('Notifications')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? notifications.close() : notifications.open())}
      >
        <BellIcon />
        {unread > 0 ? <span className={styles.dot} data-testid="notification-dot" /> : null}
      </button>
      {open ? <NotificationPanel /> : null}
    </div>
  );
}
