import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@trippy/router';
import { toast } from 'sonner';
import { fetchPackage } from '@trippy/api-client';
import { Spinner, useLoad } from '@trippy/ui';
import { PACKAGE_ID, readBookingState } from '../shared/booking-state';
import { BookingForm } from './booking-form';
import styles from '../shared/booking.module.css';

/**
 * /booking/{id}: reads packageData and bookingData from navigation state. A valid package id always loads
 * fresh batches (seats change by the minute; a shared link works without state); the state is the fallback.
 * Neither a valid id nor state: the Invalid booking data toast and a redirect to /.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { packageData, bookingData } = readBookingState(useLocation().state);
  const validId = PACKAGE_ID.test(id);
  const stateMatches = packageData?._id === id ? packageData : undefined;
  const loaded = useLoad(
    async () =>
      validId
        ? fetchPackage(id).catch((error: unknown) => stateMatches ?? Promise.reject(error))
        : (stateMatches ?? null),
    [id],
  );
  const invalid = loaded.status === 'error' || (loaded.status === 'loaded' && !loaded.data);

  useEffect(() => {
    if (!invalid) return;
    toast.error('Invalid booking data');
    navigate('/', { replace: true });
  }, [invalid, navigate]);

  if (loaded.status !== 'loaded' || !loaded.data) return <Spinner label="Loading your booking" />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Book {loaded.data.name}</h1>
      <BookingForm pkg={loaded.data} sent={bookingData} />
    </section>
  );
}
