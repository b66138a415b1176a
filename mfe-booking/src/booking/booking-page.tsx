import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@trippy/router';
import { isId, readBookingNavigation, WAITLIST_OFFER_PARAM, type BookingPackage } from '@trippy/contracts';
import { fetchPackage } from '@trippy/api-client';
import { RequireLogin, Spinner, useLoad, toast } from '@trippy/ui';
import { BookingForm } from './booking-form';
import { useHeldOffer } from './use-held-offer';
import { useBookingText } from '../messages';
import styles from '../shared/booking.module.css';

/**
 * /booking/{id}: reads packageData and bookingData from navigation state. A valid package id always loads
 * fresh batches (seats change by the minute; a shared link works without state); the state is the fallback.
 * Neither a valid id nor state: the Invalid booking data toast and a redirect to /.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, locale } = useBookingText();
  const { packageData, bookingData } = readBookingNavigation(location.state);
  const validId = isId(id);
  const stateMatches = packageData?._id === id ? packageData : undefined;
  const loaded = useLoad(['booking-package', id], async (): Promise<BookingPackage | null> =>
    validId
      ? fetchPackage(id, locale).catch((error: unknown) => stateMatches ?? Promise.reject(error))
      : (stateMatches ?? null),
  );
  const invalid = loaded.status === 'error' || (loaded.status === 'loaded' && !loaded.data);

  useEffect(() => {
    if (!invalid) return;
    toast.error(t('Invalid booking data'));
    navigate('/', { replace: true });
  }, [invalid, navigate, t]);

  if (loaded.status !== 'loaded' || !loaded.data) return <Spinner label={t('Loading your booking')} />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('Book {name}', { name: loaded.data.name })}</h1>
      {new URLSearchParams(location.search).has(WAITLIST_OFFER_PARAM) ? (
        <RequireLogin>
          <OfferBooking pkg={loaded.data} />
        </RequireLogin>
      ) : (
        <BookingForm pkg={loaded.data} sent={bookingData} />
      )}
    </section>
  );
}

/** The booking page opened from a waitlist offer: the held batch and seats, or why they cannot be booked. */
function OfferBooking({ pkg }: { pkg: BookingPackage }) {
  const state = useHeldOffer(pkg._id);
  const { t } = useBookingText();
  if (state.kind === 'loading' || state.kind === 'none') return <Spinner label={t('Loading your offer')} />;
  if (state.kind === 'refused')
    return (
      <div className={styles.soldOut} role="alert" data-testid="offer-error">
        <p className={styles.alert}>{t(state.message)}</p>
        <p>
          <Link to="/profile">{t('Back to My Bookings')}</Link> ·{' '}
          <Link to={`/packages/${pkg.slug}`}>{t('Back to the trip')}</Link>
        </p>
      </div>
    );
  return <BookingForm pkg={pkg} offer={state.offer} />;
}
