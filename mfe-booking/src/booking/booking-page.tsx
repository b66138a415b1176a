import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { PackageDetail } from '@trippy/contracts';
import { fetchPackage } from '@trippy/api-client';
import { balanceDueDate, priceBooking, type PaymentType } from '@trippy/domain';
import { Spinner, formatDateRange, formatTripDate, useLoad } from '@trippy/ui';
import { PACKAGE_ID, readBookingState } from '../shared/booking-state';
import { PriceSummary } from '../shared/price-summary';
import styles from '../shared/booking.module.css';

const MAX_SEATS = 20;

function BookingForm({
  pkg,
  initialBatchId,
  initialSeats,
}: {
  pkg: PackageDetail;
  initialBatchId?: string;
  initialSeats?: number;
}) {
  const navigate = useNavigate();
  const open = pkg.batches.filter((batch) => batch.seatsLeft > 0);
  const [batchId, setBatchId] = useState(
    open.find((b) => b._id === initialBatchId)?._id ?? open[0]?._id ?? '',
  );
  const batch = open.find((b) => b._id === batchId);
  const maxSeats = Math.min(batch?.seatsLeft ?? 1, MAX_SEATS);
  const [seats, setSeats] = useState(Math.min(Math.max(initialSeats ?? 1, 1), maxSeats));
  const [paymentType, setPaymentType] = useState<PaymentType>('full');
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const addons = pkg.additionalServices.filter((service) => addonIds.includes(service._id));
  const price = useMemo(
    () => priceBooking({ offerPrice: pkg.offerPrice, seats, addons, paymentType }),
    [pkg.offerPrice, seats, addons, paymentType],
  );

  if (open.length === 0)
    return (
      <p className={styles.alert}>Every departure of this trip is sold out. Send us a query for new dates.</p>
    );

  const toggleAddon = (id: string) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const proceed = () =>
    navigate('/booking-confirmation', {
      state: { packageData: pkg, bookingData: { batchId, numberOfSeats: seats, paymentType, addonIds } },
    });

  return (
    <div className={styles.grid}>
      <div className={styles.card}>
        <h2>Departure</h2>
        <select
          className={styles.select}
          aria-label="Departure date"
          value={batchId}
          onChange={(e) => {
            setBatchId(e.target.value);
            setSeats(1);
          }}
        >
          {open.map((b) => (
            <option key={b._id} value={b._id}>
              {formatDateRange(b.startDate, b.endDate)} ({b.seatsLeft} seats left)
            </option>
          ))}
        </select>
        <label className={styles.choice}>
          Travellers
          <input
            type="number"
            min={1}
            max={maxSeats}
            value={seats}
            className={styles.select}
            style={{ width: 90 }}
            onChange={(e) => setSeats(Math.max(1, Math.min(maxSeats, Number(e.target.value) || 1)))}
          />
        </label>
        <h2>Payment</h2>
        <label className={styles.choice}>
          <input
            type="radio"
            name="paymentType"
            checked={paymentType === 'full'}
            onChange={() => setPaymentType('full')}
          />
          Pay in full now
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="paymentType"
            checked={paymentType === 'advance'}
            onChange={() => setPaymentType('advance')}
          />
          Pay 25% advance now, 75% by{' '}
          {batch ? formatTripDate(balanceDueDate(batch.startDate)) : '15 days before departure'}
        </label>
        {pkg.additionalServices.length > 0 ? <h2>Add-ons (per person)</h2> : null}
        {pkg.additionalServices.map((service) => (
          <label key={service._id} className={styles.choice}>
            <input
              type="checkbox"
              checked={addonIds.includes(service._id)}
              onChange={() => toggleAddon(service._id)}
            />
            {service.name}
          </label>
        ))}
      </div>
      <div className={styles.card}>
        <h2>{pkg.name}</h2>
        <PriceSummary
          price={price}
          advance={paymentType === 'advance'}
          balanceDueDate={
            batch && paymentType === 'advance' ? formatTripDate(balanceDueDate(batch.startDate)) : null
          }
        />
        <button type="button" className={styles.primary} onClick={proceed} disabled={!batch}>
          Continue
        </button>
      </div>
    </div>
  );
}

/** /booking/{id}: batch, seats, payment type and add-ons, from navigation state or loaded by package id. */
export function BookingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { packageData, bookingData } = readBookingState(useLocation().state);
  const validId = PACKAGE_ID.test(id);
  // Seats change by the minute: a valid id always loads fresh batches; navigation state is the fallback.
  const loaded = useLoad(
    async () =>
      validId
        ? fetchPackage(id).catch((error: unknown) => packageData ?? Promise.reject(error))
        : (packageData ?? null),
    [id],
  );

  useEffect(() => {
    if ((!packageData && !validId) || loaded.status === 'error') {
      toast.error('Invalid booking data');
      navigate('/', { replace: true });
    }
  }, [packageData, validId, loaded.status, navigate]);

  if (loaded.status !== 'loaded' || !loaded.data) return <Spinner label="Loading your booking" />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Book {loaded.data.name}</h1>
      <BookingForm
        pkg={loaded.data}
        initialBatchId={bookingData?.batchId}
        initialSeats={bookingData?.numberOfSeats}
      />
    </section>
  );
}
