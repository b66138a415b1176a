import { useEffect, useState } from 'react';
import { Link } from '@trippy/router';
import type { WaitlistEntry } from '@trippy/contracts';
import { errorMessage, fetchMyWaitlist, leaveWaitlist } from '@trippy/api-client';
import { Spinner, formatDateRange, useLoad, toast } from '@trippy/ui';
import styles from './my-bookings.module.css';

const TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function statusLine(entry: WaitlistEntry, now: number): string {
  if (entry.status === 'waiting')
    return entry.position === 1 ? 'You are first in line' : `Number ${entry.position ?? '?'} in line`;
  if (entry.status === 'offered' && entry.offer && Date.parse(entry.offer.expiresAt) > now)
    return `${entry.seats} ${entry.seats === 1 ? 'seat is' : 'seats are'} held for you until ${TIME.format(new Date(entry.offer.expiresAt))}`;
  if (entry.status === 'booked') return 'Booked from your offer';
  if (entry.status === 'left') return 'You left the waitlist';
  return 'The offer expired';
}

/** My waitlist entries: place in line, an open offer with its expiry and Book now, and Leave. */
export function WaitlistSection() {
  const loaded = useLoad(['my-waitlist'], () => fetchMyWaitlist());
  const [entries, setEntries] = useState<WaitlistEntry[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);
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
      toast.success('You have left the waitlist');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not leave the waitlist. Please try again.'));
    } finally {
      setLeaving(null);
    }
  };

  if (loaded.status === 'loading') return <Spinner label="Loading your waitlist" />;
  if (loaded.status === 'error')
    return (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, 'Could not load your waitlist.')}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          Try again
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
        <h3 id="my-waitlist-title">My waitlist</h3>
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          Check again
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
                  {formatDateRange(entry.startDate, entry.endDate)} · {entry.seats}{' '}
                  {entry.seats === 1 ? 'seat' : 'seats'} wanted
                </p>
                <p className={open ? styles.offer : styles.meta} data-testid="waitlist-status">
                  {statusLine(entry, now)}
                </p>
              </div>
              <div className={styles.actions}>
                {open && entry.offer ? (
                  <Link to={entry.offer.path} className={styles.primary}>
                    Book now
                  </Link>
                ) : null}
                {entry.status === 'waiting' || entry.status === 'offered' ? (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => void leave(entry)}
                    disabled={leaving === entry._id}
                  >
                    {leaving === entry._id ? 'Leaving...' : 'Leave waitlist'}
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
