import { useId } from 'react';
import type { PackageDetail, PackageSummary } from '@trippy/contracts';
import { formatRupees, MAX_SEATS_PER_BOOKING, type BookingQuote } from '@trippy/domain';
import { backOfficeStyles as ui, formatDateRange, formatTripDate } from '@trippy/ui';
import styles from './new-booking.module.css';

export interface TripChoice {
  packageId: string;
  batchId: string;
  seats: number;
  addonIds: string[];
  paymentType: 'full' | 'advance';
}

export type TripErrors = Partial<Record<'packageId' | 'batchId' | 'seats', string>>;

interface TripStepProps {
  packages: PackageSummary[];
  /** The chosen package with its upcoming departures (undefined while it loads). */
  pkg: PackageDetail | undefined;
  choice: TripChoice;
  onChange: (choice: TripChoice) => void;
  quote: BookingQuote | null;
  errors: TripErrors;
}

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <span id={`${id}-error`} className={ui.error}>
      {message}
    </span>
  ) : null;

/** "Trip": package, departure (with seats left), seats, add-ons, advance or full, and the price. */
export function TripStep({ packages, pkg, choice, onChange, quote, errors }: TripStepProps) {
  const id = useId();
  const batch = pkg?.batches.find((b) => b._id === choice.batchId);
  const maxSeats = Math.min(MAX_SEATS_PER_BOOKING, batch?.seatsLeft ?? MAX_SEATS_PER_BOOKING);
  const set = (patch: Partial<TripChoice>) => onChange({ ...choice, ...patch });
  const described = (field: keyof TripErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section className={ui.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Trip</h2>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="trip-packageId">Package</label>
          <select
            id="trip-packageId"
            className={ui.control}
            value={choice.packageId}
            aria-invalid={errors.packageId ? true : undefined}
            aria-describedby={described('packageId')}
            onChange={(event) => set({ packageId: event.target.value, batchId: '', addonIds: [] })}
          >
            <option value="">Choose a package</option>
            {packages.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name} ({p.duration})
              </option>
            ))}
          </select>
          {fieldError(`${id}-packageId`, errors.packageId)}
        </div>
        <div className={styles.field}>
          <label htmlFor="trip-batchId">Departure</label>
          <select
            id="trip-batchId"
            className={ui.control}
            value={choice.batchId}
            disabled={!pkg}
            aria-invalid={errors.batchId ? true : undefined}
            aria-describedby={described('batchId')}
            onChange={(event) => set({ batchId: event.target.value })}
          >
            <option value="">
              {pkg && pkg.batches.length === 0 ? 'No upcoming departures' : 'Choose a departure'}
            </option>
            {pkg?.batches.map((b) => (
              <option key={b._id} value={b._id} disabled={b.seatsLeft === 0}>
                {formatDateRange(b.startDate, b.endDate)} ·{' '}
                {b.seatsLeft === 0 ? 'sold out' : `${b.seatsLeft} of ${b.totalSeats} seats left`}
              </option>
            ))}
          </select>
          {fieldError(`${id}-batchId`, errors.batchId)}
        </div>
        <div className={styles.field}>
          <label htmlFor="trip-seats">Seats</label>
          <input
            id="trip-seats"
            className={ui.control}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxSeats}
            value={choice.seats}
            aria-invalid={errors.seats ? true : undefined}
            aria-describedby={described('seats')}
            onChange={(event) =>
              set({ seats: Math.max(1, Math.min(MAX_SEATS_PER_BOOKING, Number(event.target.value) || 1)) })
            }
          />
          {fieldError(`${id}-seats`, errors.seats)}
        </div>
        <fieldset className={styles.radios}>
          <legend>Payment plan</legend>
          <label>
            <input
              type="radio"
              name="paymentType"
              checked={choice.paymentType === 'advance'}
              disabled={quote !== null && !quote.advanceAllowed}
              onChange={() => set({ paymentType: 'advance' })}
            />
            Advance now, balance later
          </label>
          <label>
            <input
              type="radio"
              name="paymentType"
              checked={choice.paymentType === 'full'}
              onChange={() => set({ paymentType: 'full' })}
            />
            Full amount now
          </label>
          {quote && !quote.advanceAllowed ? (
            <span className={ui.muted}>
              This departure is 15 days away or less: the full amount is due now.
            </span>
          ) : null}
        </fieldset>
      </div>
      {pkg && pkg.additionalServices.length > 0 ? (
        <fieldset className={styles.radios}>
          <legend>Add-ons (per person)</legend>
          {pkg.additionalServices.map((addon) => (
            <label key={addon._id}>
              <input
                type="checkbox"
                checked={choice.addonIds.includes(addon._id)}
                onChange={(event) =>
                  set({
                    addonIds: event.target.checked
                      ? [...choice.addonIds, addon._id]
                      : choice.addonIds.filter((a) => a !== addon._id),
                  })
                }
              />
              {addon.name} ({formatRupees(addon.price)})
            </label>
          ))}
        </fieldset>
      ) : null}
      {quote && batch ? (
        <dl className={styles.price} data-testid="staff-booking-price">
          <dt>Subtotal</dt>
          <dd>{formatRupees(quote.price.subtotal)}</dd>
          <dt>GST</dt>
          <dd>{formatRupees(quote.price.gst)}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{formatRupees(quote.price.total)}</strong>
          </dd>
          <dt>Due now</dt>
          <dd>{formatRupees(quote.price.payableAmount)}</dd>
          {quote.balanceDueDate ? (
            <>
              <dt>Balance</dt>
              <dd>
                {formatRupees(quote.price.remainingAmount)} by {formatTripDate(quote.balanceDueDate)}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
