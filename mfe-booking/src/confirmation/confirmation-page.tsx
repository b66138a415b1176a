import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createBooking, serverMessage, statusOf } from '@trippy/api-client';
import { balanceDueDate, priceBooking } from '@trippy/domain';
import { useSession } from '@trippy/session';
import { Field, formStyles, formatDateRange, formatTripDate } from '@trippy/ui';
import { readBookingState } from '../shared/booking-state';
import { PriceSummary } from '../shared/price-summary';
import { validateCustomerDetails, type CustomerDetails, type CustomerErrors } from './customer-form';
import styles from '../shared/booking.module.css';

export function ConfirmationPage() {
  const navigate = useNavigate();
  const { packageData: pkg, bookingData } = readBookingState(useLocation().state);
  const customer = useSession((s) => s.customer);
  const [values, setValues] = useState<CustomerDetails>(() => ({
    fullName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    emergencyContact: '',
    emergencyName: '',
    specialRequirements: '',
  }));
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [busy, setBusy] = useState(false);
  const [soldOut, setSoldOut] = useState<string | null>(null);
  // One key per confirmation page: a double click or a retry returns the first booking.
  const idempotencyKey = useRef(crypto.randomUUID());

  const batch = pkg?.batches.find((b) => b._id === bookingData?.batchId);
  const addons = useMemo(
    () => pkg?.additionalServices.filter((s) => bookingData?.addonIds?.includes(s._id)) ?? [],
    [pkg, bookingData],
  );
  const paymentType = bookingData?.paymentType ?? 'full';
  const price = useMemo(
    () =>
      pkg &&
      bookingData &&
      priceBooking({ offerPrice: pkg.offerPrice, seats: bookingData.numberOfSeats, addons, paymentType }),
    [pkg, bookingData, addons, paymentType],
  );

  if (!pkg || !bookingData || !batch || !price) {
    return (
      <section className={styles.page}>
        <Link to="/" className={styles.primary}>
          Return to Home
        </Link>
      </section>
    );
  }

  const set = (key: keyof CustomerDetails) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomerDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setSoldOut(null);
    try {
      const booking = await createBooking(
        {
          packageId: pkg._id,
          batchId: batch._id,
          numberOfSeats: bookingData.numberOfSeats,
          paymentType,
          addonIds: addons.map((a) => a._id),
          customerDetails: { ...values, email: values.email.trim() },
        },
        idempotencyKey.current,
      );
      toast.success('Booking confirmed! We will contact you shortly.');
      navigate(`/booking-success?id=${booking._id}`, { state: { booking, emailSent: booking.emailSent } });
    } catch (error) {
      toast.error('Failed to process booking. Please try again.');
      const status = statusOf(error);
      if (status === 409) setSoldOut(serverMessage(error) ?? 'This batch no longer has enough seats.');
      // After a definite refusal the next attempt is a new request; after a time-out or network error the
      // same key is kept, so a retry returns the booking if the first attempt did reach the server.
      if (status !== undefined && status >= 400 && status < 500) idempotencyKey.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Confirm your booking</h1>
      <div className={styles.grid}>
        <form
          className={`${styles.card} ${formStyles.form}`}
          onSubmit={confirm}
          noValidate
          aria-label="Personal Information"
        >
          <h2>Personal Information</h2>
          <Field
            label="Full Name"
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={set('fullName')}
            error={errors.fullName}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <Field
            label="Phone Number"
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <Field
            label="Address"
            name="address"
            autoComplete="street-address"
            value={values.address}
            onChange={set('address')}
            error={errors.address}
          />
          <Field
            label="Emergency Contact"
            name="emergencyContact"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            value={values.emergencyContact}
            onChange={set('emergencyContact')}
            error={errors.emergencyContact}
          />
          <Field
            label="Emergency Contact Name"
            name="emergencyName"
            value={values.emergencyName}
            onChange={set('emergencyName')}
            error={errors.emergencyName}
          />
          <Field
            label="Special Requirements (optional)"
            name="specialRequirements"
            value={values.specialRequirements ?? ''}
            onChange={set('specialRequirements')}
          />
          {soldOut ? (
            <p className={styles.alert} role="alert">
              {soldOut} <Link to={`/booking/${pkg._id}`}>Choose another departure</Link>
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Confirming Booking...' : 'Confirm Booking'}
          </button>
        </form>
        <div className={styles.card}>
          <h2>Booking Summary</h2>
          <dl className={styles.rows}>
            <dt>Package</dt>
            <dd>{pkg.name}</dd>
            <dt>Dates</dt>
            <dd>{formatDateRange(batch.startDate, batch.endDate)}</dd>
            <dt>Seats</dt>
            <dd>{bookingData.numberOfSeats}</dd>
            <dt>Payment</dt>
            <dd>{paymentType === 'advance' ? 'Advance (25%)' : 'Full payment'}</dd>
            {addons.map((addon) => (
              <span key={addon._id} style={{ display: 'contents' }}>
                <dt>Add-on</dt>
                <dd>{addon.name}</dd>
              </span>
            ))}
          </dl>
          <h2>Payment Details</h2>
          <PriceSummary
            price={price}
            advance={paymentType === 'advance'}
            balanceDueDate={
              paymentType === 'advance' ? formatTripDate(balanceDueDate(batch.startDate)) : null
            }
          />
          <Link to="/cancellation-refund">Cancellation and refund policy</Link>
        </div>
      </div>
    </section>
  );
}
