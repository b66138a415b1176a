import { useEffect, useState } from 'react';
import { Link } from '@trippy/router';
import { pathWithoutLocale, type WaitlistEntry } from '@trippy/contracts';
import { errorMessage, fetchMyWaitlist, leaveWaitlist } from '@trippy/api-client';
import { formatDateRange } from '@trippy/domain';
import { Spinner, useLoad, toast } from '@trippy/ui';
import { useBookingText, type PageText } from '../messages';
import { formatOfferTime } from '../shared/offer-time';
import styles from './my-bookings.module.css';

function statusLine(entry: WaitlistEntry, now: number, { t, tag }: PageText): string {
  if (entry.status === 'waiting')
    return entry.position === 1
      ? t('You are first in line')
      : t('Number {position} in line', { position: entry.position ?? '?' });
  if (entry.status === 'offered' && entry.offer && Date.parse(entry.offer.expiresAt) > now)
    return t.plural(
      entry.seats,
      {
        one: '{count} seat is held for you until {time}',
        other: '{count} seats are held for you until {time}',
      },
      { time: formatOfferTime(entry.offer.expiresAt, tag) },
    );
  if (entry.status === 'booked') return t('Booked from your offer');
  if (entry.status === 'left') return t('You left the waitlist');
  return t('The offer expired');
}

/** My waitlist entries: place in line, an open offer with its expiry and Book now, and Leave. */
export function WaitlistSection() {
  const loaded = useLoad(['my-waitlist'], () => fetchMyWaitlist());
  const [entries, setEntries] = useState<WaitlistEntry[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);
  const text = useBookingText();
  const { t, tag } = text;
  const fresh = loaded.status === 'loaded' ? loaded.data : null;
  useEffect(() => {
    if (fresh) setEntries(fresh);
  }, [fresh]);
  // An offer may arrive while the page is open (the bell says so): look again when the page is shown.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') loaded.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is a new function every render
  }, []);

  const leave = async (entry: WaitlistEntry) => {
    setLeaving(entry._id);
    try {
      const updated = await leaveWaitlist(entry._id);
      setEntries((list) => list.map((e) => (e._id === updated._id ? updated : e)));
      toast.success(t('You have left the waitlist'));
    } catch (error) {
      toast.error(errorMessage(error, t('Could not leave the waitlist. Please try again.')));
    } finally {
      setLeaving(null);
    }
  };

  if (loaded.status === 'loading') return <Spinner label={t('Loading your waitlist')} />;
  if (loaded.status === 'error')
    return (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, t('Could not load your waitlist.'))}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          {t('Try again')}
        </button>
      </p>
    );
  const shown = entries.filter(
    (e) => e.status === 'waiting' || e.status === 'offered' || e.status === 'expired',
  );
  if (shown.length === 0) return null;
  const now = Date.now();
  return (
    <section className={styles.waitlist} aria-labelledby="my-waitlist-title" data-testid="my-waitlist">
      <div className={styles.titleRow}>
        <h3 id="my-waitlist-title">{t('My waitlist')}</h3>
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          {t('Check again')}
        </button>
      </div>
      <ul className={styles.waitlistList}>
        {shown.map((entry) => {
          const open =
            entry.status === 'offered' && entry.offer !== null && Date.parse(entry.offer.expiresAt) > now;
          return (
            <li key={entry._id} className={styles.waitlistItem} data-testid="waitlist-entry">
              <div>
                <strong>{entry.packageName}</strong>
                <p className={styles.meta}>
                  {formatDateRange(entry.startDate, entry.endDate, tag)} ·{' '}
                  {t.plural(entry.seats, { one: '{count} seat wanted', other: '{count} seats wanted' })}
                </p>
                <p className={open ? styles.offer : styles.meta} data-testid="waitlist-status">
                  {statusLine(entry, now, text)}
                </p>
              </div>
              <div className={styles.actions}>
                {open && entry.offer ? (
                  // The router adds the page's language (/hi): the server's path may come with one already.
                  <Link to={pathWithoutLocale(entry.offer.path)} className={styles.primary}>
                    {t('Book now')}
                  </Link>
                ) : null}
                {entry.status === 'waiting' || entry.status === 'offered' ? (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => void leave(entry)}
                    disabled={leaving === entry._id}
                  >
                    {leaving === entry._id ? t('Leaving...') : t('Leave waitlist')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
