import { useAccountText } from '../messages';
import { notifications, useNotifications } from './notification-store';
import { relativeTime } from './relative-time';
import styles from './notifications.module.css';

/**
 * The list, newest first, with relative times and Mark all as read. Its own white card over any header. The
 * notifications' text is the server's, shown as it comes.
 */
export function NotificationPanel() {
  const { t, tag } = useAccountText();
  const { items, loading } = useNotifications();
  const anyUnread = items.some((n) => !n.read);
  return (
    <div className={styles.panel} role="dialog" aria-label={t('Notifications')}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('Notifications')}</h2>
        <button
          type="button"
          className={styles.markAll}
          disabled={!anyUnread}
          onClick={notifications.markAllRead}
        >
          {t('Mark all as read')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{loading ? t('Loading...') : t('No notifications yet.')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item._id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
              <p className={styles.message}>{item.message}</p>
              <time className={styles.time} dateTime={item.createdAt}>
                {relativeTime(item.createdAt, Date.now(), tag)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
