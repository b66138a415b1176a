import { useState } from 'react';
import { Link, useNavigate } from '@trippy/router';
import type { PackageDetail } from '@trippy/contracts';
import { balanceDueDate, formatRupees, priceBooking } from '@trippy/domain';
import { useSession } from '@trippy/session';
import { formatDateRange, formatTripDate } from '@trippy/ui';
import type { BookingData } from '../shared/booking-state';
import { PriceSummary } from '../shared/price-summary';
import { clampSeats, initialChoices, maxSeatsFor, type BookingChoices } from './booking-choices';
import { SeatsStepper } from './seats-stepper';
import styles from '../shared/booking.module.css';

interface BookingFormProps {
  pkg: PackageDetail;
  sent?: Partial<BookingData> | undefined;
}

/** Batch, seats (never more than seats left), payment type with the balance due date, and add-ons. */
export function BookingForm({ pkg, sent }: BookingFormProps) {
  const navigate = useNavigate();
  const customer = useSession((s) => s.customer);
  const [choices, setChoices] = useState<BookingChoices>(() => initialChoices(pkg, sent));
  const open = pkg.batches.filter((batch) => batch.seatsLeft > 0);
  const batch = open.find((b) => b._id === choices.batchId);
  const addons = pkg.additionalServices.filter((service) => choices.addonIds.includes(service._id));
  const price = priceBooking({
    offerPrice: pkg.offerPrice,
    seats: choices.numberOfSeats,
    addons,
    paymentType: choices.paymentType,
  });
  const dueDate = batch ? formatTripDate(balanceDueDate(batch.startDate)) : null;

  if (open.length === 0)
    return (
      <p className={styles.alert} role="alert">
        Every departure of this trip is sold out. <Link to={`/packages/${pkg.slug}`}>Back to the trip</Link>
      </p>
    );

  const update = (patch: Partial<BookingChoices>) => setChoices((c) => ({ ...c, ...patch }));
  const chooseBatch = (batchId: string) => {
    const next = open.find((b) => b._id === batchId);
    update({ batchId, numberOfSeats: clampSeats(choices.numberOfSeats, next?.seatsLeft ?? 1) });
  };
  const toggleAddon = (id: string) =>
    update({
      addonIds: choices.addonIds.includes(id)
        ? choices.addonIds.filter((x) => x !== id)
        : [...choices.addonIds, id],
    });
  const proceed = () =>
    navigate('/booking-confirmation', { state: { packageData: pkg, bookingData: choices } });

  return (
    <div className={styles.grid}>
      <div className={styles.card}>
        <h2>Departure</h2>
        <select
          className={styles.select}
          aria-label="Departure date"
          value={choices.batchId}
          onChange={(e) => chooseBatch(e.target.value)}
        >
          {open.map((b) => (
            <option key={b._id} value={b._id}>
              {formatDateRange(b.startDate, b.endDate)} ({b.seatsLeft} seats left)
            </option>
          ))}
        </select>
        <SeatsStepper
          value={choices.numberOfSeats}
          max={maxSeatsFor(batch?.seatsLeft ?? 1)}
          seatsLeft={batch?.seatsLeft ?? 0}
          onChange={(numberOfSeats) => update({ numberOfSeats })}
        />
        <h2>Payment</h2>
        <fieldset className={styles.options}>
          <legend className={styles.visuallyHidden}>Payment type</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name="paymentType"
              checked={choices.paymentType === 'full'}
              onChange={() => update({ paymentType: 'full' })}
            />
            <span>Pay in full now</span>
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name="paymentType"
              checked={choices.paymentType === 'advance'}
              onChange={() => update({ paymentType: 'advance' })}
            />
            <span>
              Pay 25% advance now, 75% by {dueDate ?? '15 days before departure'}
              <small className={styles.muted}>The remaining 75% is due 15 days before departure.</small>
            </span>
          </label>
        </fieldset>
        {pkg.additionalServices.length > 0 ? (
          <fieldset className={styles.options}>
            <legend>
              <h2>Add-ons (per person)</h2>
            </legend>
            {pkg.additionalServices.map((service) => (
              <label key={service._id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={choices.addonIds.includes(service._id)}
                  onChange={() => toggleAddon(service._id)}
                />
                <span className={styles.grow}>{service.name}</span>
                <span>+{formatRupees(service.price)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className={styles.card}>
        <h2>{pkg.name}</h2>
        {batch ? <p className={styles.muted}>{formatDateRange(batch.startDate, batch.endDate)}</p> : null}
        <PriceSummary
          price={price}
          advance={choices.paymentType === 'advance'}
          balanceDueDate={choices.paymentType === 'advance' ? dueDate : null}
        />
        {customer ? (
          <p className={styles.muted}>
            Booking as {`${customer.firstName} ${customer.lastName}`.trim()} ({customer.email})
          </p>
        ) : null}
        <button type="button" className={styles.primary} onClick={proceed} disabled={!batch}>
          Continue
        </button>
        <Link to="/cancellation-refund" className={styles.small}>
          Cancellation and refund policy
        </Link>
      </div>
    </div>
  );
}
