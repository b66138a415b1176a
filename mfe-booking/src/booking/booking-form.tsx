import { useState } from 'react';
import { Link, useNavigate } from '@trippy/router';
import { toBookingConfirmation, type BookingChoice, type BookingPackage } from '@trippy/contracts';
import {
  clampSeats,
  formatDateRange,
  formatPrice,
  formatTripDate,
  maxSeatsFor,
  quoteBooking,
  todayInIndia,
} from '@trippy/domain';
import { useSession } from '@trippy/session';
import { useBookingText } from '../messages';
import { formatOfferTime } from '../shared/offer-time';
import { PriceSummary } from '../shared/price-summary';
import { initialChoices, type BookingChoices } from './booking-choices';
import { SeatsStepper } from './seats-stepper';
import styles from '../shared/booking.module.css';

/** Seats a waitlist offer holds for the customer: its batch and seats are fixed. */
export interface HeldOffer {
  entryId: string;
  batchId: string;
  seats: number;
  expiresAt: string;
}

interface BookingFormProps {
  pkg: BookingPackage;
  sent?: BookingChoice | undefined;
  offer?: HeldOffer | undefined;
}

/** Batch, seats (never more than seats left), payment type with the balance due date, and add-ons. */
export function BookingForm({ pkg, sent, offer }: BookingFormProps) {
  const navigate = useNavigate();
  const { t, tag } = useBookingText();
  const customer = useSession((s) => s.customer);
  const [choices, setChoices] = useState<BookingChoices>(() =>
    offer
      ? { batchId: offer.batchId, numberOfSeats: offer.seats, paymentType: 'full', addonIds: [] }
      : initialChoices(pkg, sent),
  );
  // The held seats are already out of the batch's seats left: an offer's batch is open to its holder.
  const open = pkg.batches.filter((batch) => batch.seatsLeft > 0 || batch._id === offer?.batchId);
  const batch = open.find((b) => b._id === choices.batchId);
  const addons = pkg.additionalServices.filter((service) => choices.addonIds.includes(service._id));
  // The domain's quote: the advance only when the departure is more than 15 days away.
  const quote = quoteBooking(
    pkg,
    {
      startDate: batch?.startDate ?? null,
      seats: choices.numberOfSeats,
      addons,
      paymentType: choices.paymentType,
    },
    todayInIndia(),
  );
  const { advanceAllowed, paymentType, price, schedule } = quote;
  // The batch's due date offered beside the advance, whichever type is chosen now.
  const dueDate = schedule?.balanceDueDate ? formatTripDate(schedule.balanceDueDate, tag) : null;

  if (open.length === 0)
    return (
      <p className={styles.alert} role="alert">
        {t('Every departure of this trip is sold out.')}{' '}
        <Link to={`/packages/${pkg.slug}`}>{t('Back to the trip')}</Link>
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
  const proceed = () => {
    const bookingData: BookingChoice = {
      ...choices,
      paymentType,
      ...(offer ? { waitlistOfferId: offer.entryId } : {}),
    };
    const next = toBookingConfirmation(pkg, bookingData);
    navigate(next.to, { state: next.state });
  };

  return (
    <div className={styles.grid}>
      <div className={styles.card}>
        <h2>{t('Departure')}</h2>
        {offer && batch ? (
          <p className={styles.offerHeld} data-testid="held-offer">
            {t.plural(
              offer.seats,
              {
                one: '{dates}: {count} seat is held for you from the waitlist until {time}.',
                other: '{dates}: {count} seats are held for you from the waitlist until {time}.',
              },
              {
                dates: formatDateRange(batch.startDate, batch.endDate, tag),
                time: formatOfferTime(offer.expiresAt, tag),
              },
            )}
          </p>
        ) : (
          <select
            className={styles.select}
            aria-label={t('Departure date')}
            value={choices.batchId}
            onChange={(e) => chooseBatch(e.target.value)}
          >
            {open.map((b) => (
              <option key={b._id} value={b._id}>
                {formatDateRange(b.startDate, b.endDate, tag)} (
                {t.plural(b.seatsLeft, { one: '{count} seat left', other: '{count} seats left' })})
              </option>
            ))}
          </select>
        )}
        {offer ? null : (
          <SeatsStepper
            value={choices.numberOfSeats}
            max={maxSeatsFor(batch?.seatsLeft ?? 1)}
            seatsLeft={batch?.seatsLeft ?? 0}
            onChange={(numberOfSeats) => update({ numberOfSeats })}
          />
        )}
        <h2>{t('Payment')}</h2>
        <fieldset className={styles.options}>
          <legend className={styles.visuallyHidden}>{t('Payment type')}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name="paymentType"
              checked={paymentType === 'full'}
              onChange={() => update({ paymentType: 'full' })}
            />
            <span>{t('Pay in full now')}</span>
          </label>
          {advanceAllowed ? (
            <label className={styles.option}>
              <input
                type="radio"
                name="paymentType"
                checked={paymentType === 'advance'}
                onChange={() => update({ paymentType: 'advance' })}
              />
              <span>
                {t('Pay 25% advance now, 75% by {date}', { date: dueDate ?? t('15 days before departure') })}
                <small className={styles.muted}>
                  {t('The remaining 75% is due 15 days before departure.')}
                </small>
              </span>
            </label>
          ) : null}
        </fieldset>
        {batch && !advanceAllowed ? (
          <p className={styles.muted} data-testid="full-payment-only">
            {t(
              'This departure is 15 days away or less, so the full amount is due now (the 25% advance is for departures more than 15 days away).',
            )}
          </p>
        ) : null}
        {pkg.additionalServices.length > 0 ? (
          <fieldset className={styles.options}>
            <legend>
              <h2>{t('Add-ons (per person)')}</h2>
            </legend>
            {pkg.additionalServices.map((service) => (
              <label key={service._id} className={styles.option}>
                <input
                  type="checkbox"
                  checked={choices.addonIds.includes(service._id)}
                  onChange={() => toggleAddon(service._id)}
                />
                <span className={styles.grow}>{service.name}</span>
                <span>+{formatPrice(service.price, tag)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className={styles.card}>
        <h2>{pkg.name}</h2>
        {batch ? (
          <p className={styles.muted}>{formatDateRange(batch.startDate, batch.endDate, tag)}</p>
        ) : null}
        <PriceSummary
          price={price}
          advance={paymentType === 'advance'}
          balanceDueDate={quote.balanceDueDate ? formatTripDate(quote.balanceDueDate, tag) : null}
        />
        {customer ? (
          <p className={styles.muted}>
            {t('Booking as {name} ({email})', {
              name: `${customer.firstName} ${customer.lastName}`.trim(),
              email: customer.email,
            })}
          </p>
        ) : null}
        <button type="button" className={styles.primary} onClick={proceed} disabled={!batch}>
          {t('Continue')}
        </button>
        <Link to="/cancellation-refund" className={styles.small}>
          {t('Cancellation and refund policy')}
        </Link>
      </div>
    </div>
  );
}
