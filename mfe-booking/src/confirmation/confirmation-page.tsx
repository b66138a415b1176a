import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@trippy/router';
import type { Batch, PackageDetail } from '@trippy/contracts';
import { priceBooking } from '@trippy/domain';
import { useSession } from '@trippy/session';
import { RequireLogin, formStyles } from '@trippy/ui';
import { readBookingState, type BookingData } from '../shared/booking-state';
import { BookingSummary } from './booking-summary';
import { OtherBatches } from './other-batches';
import { PersonalForm } from './personal-form';
import { useConfirmBooking } from './use-confirm-booking';
import { validateCustomerDetails, type CustomerDetails, type CustomerErrors } from './customer-form';
import styles from '../shared/booking.module.css';

function useInitialValues(): CustomerDetails {
  const customer = useSession((s) => s.customer);
  return {
    fullName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    emergencyContact: '',
    emergencyName: '',
    specialRequirements: '',
  };
}

function ConfirmBooking({ pkg, bookingData }: { pkg: PackageDetail; bookingData: BookingData }) {
  const initial = useInitialValues();
  const [values, setValues] = useState<CustomerDetails>(initial);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [batch, setBatch] = useState<Batch>(() => pkg.batches.find((b) => b._id === bookingData.batchId)!);
  const { busy, soldOut, confirm, clearSoldOut } = useConfirmBooking(pkg._id, pkg.slug);
  const seats = bookingData.numberOfSeats;
  const paymentType = bookingData.paymentType ?? 'full';
  const addons = pkg.additionalServices.filter((s) => bookingData.addonIds?.includes(s._id));
  const price = priceBooking({ offerPrice: pkg.offerPrice, seats, addons, paymentType });

  const onChange = (key: keyof CustomerDetails, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomerDetails(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void confirm({
      packageId: pkg._id,
      batchId: batch._id,
      numberOfSeats: seats,
      paymentType,
      addonIds: addons.map((a) => a._id),
      customerDetails: { ...values, email: values.email.trim(), fullName: values.fullName.trim() },
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Confirm your booking</h1>
      <div className={styles.grid}>
        <form
          className={`${styles.card} ${formStyles.form}`}
          onSubmit={submit}
          noValidate
          aria-label="Personal Information"
        >
          <h2>Personal Information</h2>
          <PersonalForm values={values} errors={errors} onChange={onChange} />
          {soldOut ? (
            <OtherBatches
              soldOut={soldOut}
              seats={seats}
              packageId={pkg._id}
              onChoose={(next) => {
                setBatch(next);
                clearSoldOut();
              }}
            />
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Confirming Booking...' : 'Confirm Booking'}
          </button>
        </form>
        <div className={styles.card}>
          <BookingSummary
            pkg={pkg}
            batch={batch}
            seats={seats}
            paymentType={paymentType}
            addons={addons}
            price={price}
          />
          <Link to="/cancellation-refund" className={styles.small}>
            Cancellation and refund policy
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /booking-confirmation: from navigation state only; without it, only the Return to Home link. */
export function ConfirmationPage() {
  const { packageData: pkg, bookingData } = readBookingState(useLocation().state);
  const valid =
    pkg &&
    bookingData &&
    Number.isInteger(bookingData.numberOfSeats) &&
    bookingData.numberOfSeats >= 1 &&
    pkg.batches.some((b) => b._id === bookingData.batchId);
  if (!valid) {
    return (
      <section className={`${styles.page} ${styles.center}`}>
        <Link to="/" className={styles.primary}>
          Return to Home
        </Link>
      </section>
    );
  }
  return (
    <RequireLogin>
      <ConfirmBooking pkg={pkg} bookingData={bookingData} />
    </RequireLogin>
  );
}
