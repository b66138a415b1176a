import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@trippy/router';
import { errorMessage, fetchMyWaitlist, joinWaitlist, leaveWaitlist } from '@trippy/api-client';
import { toLogin, WAITLIST_OFFER_HOURS, waitlistReturnState, type WaitlistEntry } from '@trippy/contracts';
import { useSession } from '@trippy/session';
import { useCatalogText } from '../messages';
import { joinWaitlistLabel, seatsWord } from '../components/waitlist-words';
import styles from './waitlist.module.css';

export interface WaitlistControlProps {
  batchId: string;
  /** Seats wanted (1..WAITLIST_MAX_SEATS, the panel's Travellers). */
  seats: number;
}

const isActive = (entry: WaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

const offerTimes = new Map<string, Intl.DateTimeFormat>();
/** When a held offer ends, in India's time and the page's language ("12 May, 3:30 pm", "12 मई, 3:30 pm"). */
function offerTime(iso: string, tag: string): string {
  let format = offerTimes.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      // Hindi's short month names are abbreviations with a mark ("नव॰"); its full ones read better.
      month: tag.startsWith('hi') ? 'long' : 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    offerTimes.set(tag, format);
  }
  return format.format(new Date(iso));
}

function EntryStatus({ entry }: { entry: WaitlistEntry }) {
  const { t, tag } = useCatalogText();
  if (entry.status === 'offered' && entry.offer)
    return (
      <p className={styles.offer} role="status">
        {t('{seats} are held for you until {time}.', {
          seats: seatsWord(t, entry.seats),
          time: offerTime(entry.offer.expiresAt, tag),
        })}{' '}
        <Link to={entry.offer.path} className={styles.bookHeld}>
          {t('Book the held seats')}
        </Link>
      </p>
    );
  return (
    <p className={styles.place} role="status">
      {t(
        'You are number {position} in line for {seats}; we will email and notify you when seats free up; an offer is held for {hours} hours.',
        { position: entry.position ?? '–', seats: seatsWord(t, entry.seats), hours: WAITLIST_OFFER_HOURS },
      )}
    </p>
  );
}

/**
 * Join the waitlist of a batch that cannot give the seats wanted. Signed out: to /login and back here with
 * the same batch and seats. Signed in: the customer's entry for this batch (place in line or a held offer)
 * instead of the button, or the button; the server's refusal (409) is shown as it says it.
 */
export default function WaitlistControl({ batchId, seats }: WaitlistControlProps) {
  const { t } = useCatalogText();
  const status = useSession((s) => s.status);
  const navigate = useNavigate();
  const location = useLocation();
  const [entries, setEntries] = useState<WaitlistEntry[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    fetchMyWaitlist().then(
      (list) => live && setEntries(list),
      // Without the list the button still works: the server refuses a second entry with a clear 409.
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [status]);
  useEffect(() => setError(null), [batchId, seats]);

  const entry = entries?.find((e) => e.batchId === batchId && isActive(e));
  if (entry)
    return (
      <div className={styles.control}>
        <EntryStatus entry={entry} />
        <button
          type="button"
          className={styles.leave}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await leaveWaitlist(entry._id);
              setEntries((list) => (list ?? []).filter((e) => e._id !== entry._id));
            } catch (err) {
              setError(errorMessage(err, t('Could not leave the waitlist')));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('Leave the waitlist')}
        </button>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );

  const join = async () => {
    if (status === 'unauthenticated') {
      // Login brings the visitor back to this package with the batch and seats they wanted.
      const login = toLogin({
        pathname: location.pathname,
        search: location.search,
        state: waitlistReturnState(batchId, seats),
      });
      navigate(login.to, { state: login.state });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const joined = await joinWaitlist(batchId, seats);
      setEntries((list) => [joined, ...(list ?? [])]);
    } catch (err) {
      setError(errorMessage(err, t('Could not join the waitlist')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.control}>
      <button
        type="button"
        className={styles.join}
        disabled={busy || status === 'loading' || (status === 'authenticated' && entries === null)}
        onClick={join}
      >
        {joinWaitlistLabel(t, seats)}
      </button>
      {status === 'unauthenticated' ? (
        <p className={styles.hint}>{t('You will sign in first and come back here.')}</p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
