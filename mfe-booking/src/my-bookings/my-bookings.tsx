import { useEffect, useState } from 'react';
import { Link } from '@trippy/router';
import { NOTIFICATION_RECEIVED_EVENT, onWindowEvent, type Booking } from '@trippy/contracts';
import { errorMessage, fetchMyBookings } from '@trippy/api-client';
import { useSession } from '@trippy/session';
import { invalidateQueries, Spinner, useLoad } from '@trippy/ui';
import { BookingItem } from './booking-item';
import { CancelDialog } from './cancel-dialog';
import { WaitlistSection } from './waitlist-section';
import styles from './my-bookings.module.css';
import { useBookingText } from '../messages';
import { RichText } from '../shared/rich-text';
import { useCheckoutReturn } from '../shared/use-checkout-return';

/** The list fetched again, shown as it is meanwhile (a payment made, a notification pushed). */
const reloadQuietly = () => void invalidateQueries(['my-bookings']);

/** My bookings (mounted on the account remote's /profile page): the customer's bookings from the server. */
export function MyBookings() {
  const status = useSession((s) => s.status);
  const { t } = useBookingText();
  const { done: returned } = useCheckoutReturn(status === 'authenticated');
  const loaded = useLoad(['my-bookings', status, returned], async () =>
    status === 'authenticated' && returned ? fetchMyBookings() : null,
  );
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  useEffect(() => {
    if (loaded.status === 'loaded' && loaded.data) setBookings(loaded.data);
  }, [loaded.status, loaded.data]);
  // Live: a pushed notification (a payment counted, a hold released, a refund paid) reloads the list quietly.
  useEffect(() => {
    if (status !== 'authenticated') return;
    return onWindowEvent(NOTIFICATION_RECEIVED_EVENT, reloadQuietly);
  }, [status]);

  const replace = (updated: Booking) => {
    setBookings((list) => list.map((b) => (b._id === updated._id ? updated : b)));
    setCancelling(null);
  };

  let body;
  if (status === 'unauthenticated')
    body = (
      <p>
        <RichText
          text={t('{login} to see your bookings.')}
          parts={{
            login: (
              <Link to="/login" className={styles.link}>
                {t('Log in')}
              </Link>
            ),
          }}
        />
      </p>
    );
  else if (status === 'loading' || loaded.status === 'loading')
    body = <Spinner label={t('Loading your bookings')} />;
  else if (loaded.status === 'error')
    body = (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, t('Could not load your bookings.'))}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          {t('Try again')}
        </button>
      </p>
    );
  else if (bookings.length === 0)
    body = (
      <div className={styles.empty}>
        <p>{t('You have no bookings yet.')}</p>
        <Link to="/packages" className={styles.primary}>
          {t('Explore packages')}
        </Link>
      </div>
    );
  else
    body = (
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <BookingItem
            key={booking._id}
            booking={booking}
            onCancel={setCancelling}
            onUpdated={replace}
            onPaid={reloadQuietly}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby="my-bookings-title" data-testid="my-bookings">
      <div className={styles.titleRow}>
        <h2 id="my-bookings-title">{t('My Bookings')}</h2>
        <Link to="/cancellation-refund" className={styles.link}>
          {t('Cancellation and refund policy')}
        </Link>
      </div>
      {body}
      {status === 'authenticated' ? <WaitlistSection /> : null}
      {cancelling ? (
        <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} onCancelled={replace} />
      ) : null}
    </section>
  );
}
