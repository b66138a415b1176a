import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@trippy/router';
import {
  sendSiteEvent,
  SITE_EVENT,
  toBookingPage,
  toProfileDuringBooking,
  type Batch,
  type BookingChoice,
  type PackageDetail,
  type TripType,
} from '@trippy/contracts';
import {
  BALANCE_DUE_DAYS_BEFORE,
  clampSeats,
  discountPercent,
  formatPrice,
  MAX_SEATS_PER_BOOKING,
  quoteBooking,
  todayInIndia,
  type PaymentType,
} from '@trippy/domain';
import { useSession } from '@trippy/session';
import { BRAND, formatTripDate, useHydrated } from '@trippy/ui';
import { BatchPicker } from '../components/batch-picker';
import { percentOff, perPersonPlusGst } from '../components/price-words';
import { useCatalogText } from '../messages';
import { PriceBreakdownTable } from './price-breakdown';
import { WaitlistSlot } from './waitlist-slot';
import { BookingBar } from './booking-bar';
import styles from './detail.module.css';

export function tripTypeOf(pkg: Pick<PackageDetail, 'category'>): TripType {
  if (pkg.category.slug === 'treks') return 'trek';
  return pkg.category.slug === 'char-dham' ? 'chardham' : 'other';
}

/** Batch, travellers, add-ons and payment type with the live price, Book Now, Send Query and WhatsApp. */
export function PricePanel({ pkg }: { pkg: PackageDetail }) {
  const { t, tag } = useCatalogText();
  const navigate = useNavigate();
  // Server-rendered: the buttons wait for the code that handles them (a tap before would do nothing).
  const hydrated = useHydrated();
  const location = useLocation();
  const [batch, setBatch] = useState<Batch | null>(
    () => pkg.batches.find((b) => b.seatsLeft > 0) ?? pkg.batches[0] ?? null,
  );
  const [seats, setSeats] = useState(1);
  // Nothing is pre-selected: no add-on, full payment.
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const [paymentType, setPaymentType] = useState<PaymentType>('full');
  const session = useSession((s) => s.status);
  const profileComplete = useSession((s) => s.isProfileComplete);
  const bookNowRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Back from the profile completed during this booking (the spec's fromProfileUpdate state).
  const [resumed, setResumed] = useState(false);
  // Back from a login started by Join the waitlist, or from the profile: the choices made before (after
  // hydration, so the server's markup and the first client render stay identical). A first visit has no
  // state, and does not download the code that reads one.
  useEffect(() => {
    if (location.state == null) return undefined;
    let current = true;
    void import('./returned-choice')
      .then(({ readReturnedChoice }) => {
        if (!current) return;
        const { batchId, seats, choice, resumed } = readReturnedChoice(location.state, pkg);
        const wanted = pkg.batches.find((b) => b._id === batchId);
        if (wanted) setBatch(wanted);
        if (seats !== undefined) setSeats(clampSeats(seats));
        if (choice?.addonIds)
          setAddonIds(choice.addonIds.filter((id) => pkg.additionalServices.some((s) => s._id === id)));
        if (choice?.paymentType) setPaymentType(choice.paymentType);
        if (resumed) setResumed(true);
      })
      .catch((error: unknown) => {
        // The page stays usable with the default choice; the customer picks again.
        console.warn('[catalog] could not restore the returned booking choice', error);
      });
    return () => {
      current = false;
    };
    // Only once, for the page the login or the profile came back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The booking flow open where the customer left it: Book Now in view and focused.
  useEffect(() => {
    if (!resumed) return;
    bookNowRef.current?.scrollIntoView({ block: 'center' });
    bookNowRef.current?.focus();
  }, [resumed]);
  const addons = pkg.additionalServices.filter((service) => addonIds.includes(service._id));
  const asked = { startDate: batch?.startDate ?? null, seats, addons, paymentType };
  // The domain's quote: the advance only when the departure is more than 15 days away.
  const { schedule, paymentType: payment, price } = quoteBooking(pkg, asked, todayInIndia());
  const discount = discountPercent(pkg.originalPrice, pkg.offerPrice);
  const fits = batch === null || batch.seatsLeft >= seats;

  const toggleAddon = (id: string) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const bookNow = () => {
    if (!batch) return;
    const choice: BookingChoice = {
      batchId: batch._id,
      numberOfSeats: seats,
      addonIds,
      paymentType: payment,
    };
    // A signed-in customer whose profile is incomplete completes it first, then comes back here.
    const next =
      session === 'authenticated' && !profileComplete
        ? toProfileDuringBooking(pkg, choice)
        : toBookingPage(pkg, choice);
    navigate(next.to, { state: next.state });
  };

  const whatsapp = `https://wa.me/${BRAND.whatsappNumber}?text=${encodeURIComponent(
    batch
      ? t('Hi, I am interested in {name} (departure {date}).', { name: pkg.name, date: batch.startDate })
      : t('Hi, I am interested in {name}.', { name: pkg.name }),
  )}`;

  return (
    <>
      <aside ref={panelRef} className={styles.panel} aria-label={t('Book this trip')}>
        <div className={styles.price}>
          <div>
            {pkg.originalPrice > pkg.offerPrice ? <s>{formatPrice(pkg.originalPrice, tag)}</s> : null}
            {discount > 0 ? <span className={styles.discount}>{percentOff(t, discount)}</span> : null}
          </div>
          <span className={styles.offer}>{formatPrice(pkg.offerPrice, tag)}</span>
          <span className={styles.perPerson}>{perPersonPlusGst(t)}</span>
        </div>
        <div>
          <h2 className={styles.panelHeading}>{t('Upcoming batches')}</h2>
          <BatchPicker batches={pkg.batches} selectedId={batch?._id ?? null} onSelect={setBatch} />
        </div>
        <label className={styles.seatsRow}>
          {t('Travellers')}
          <input
            type="number"
            min={1}
            max={MAX_SEATS_PER_BOOKING}
            value={seats}
            onChange={(event) => setSeats(clampSeats(Number(event.target.value)))}
          />
        </label>
        {pkg.additionalServices.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('Add-ons (per person)')}</legend>
            {pkg.additionalServices.map((service) => (
              <label key={service._id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={addonIds.includes(service._id)}
                  onChange={() => toggleAddon(service._id)}
                />
                <span>{service.name}</span>
                <span className={styles.addonPrice}>+{formatPrice(service.price, tag)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {schedule?.advanceAllowed && schedule.balanceDueDate ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('Payment')}</legend>
            <label className={styles.check}>
              <input
                type="radio"
                name="paymentType"
                checked={payment === 'full'}
                onChange={() => setPaymentType('full')}
              />
              <span>{t('Pay in full')}</span>
            </label>
            <label className={styles.check}>
              <input
                type="radio"
                name="paymentType"
                checked={payment === 'advance'}
                onChange={() => setPaymentType('advance')}
              />
              <span>
                {t('Pay {advance}% advance now, {balance}% by {date}', {
                  advance: schedule.advancePercent,
                  balance: 100 - schedule.advancePercent,
                  date: formatTripDate(schedule.balanceDueDate, tag),
                })}
              </span>
            </label>
          </fieldset>
        ) : schedule ? (
          <p className={styles.fullOnly}>
            {t('This departure is {days} days away or less: the full amount is paid at booking.', {
              days: BALANCE_DUE_DAYS_BEFORE,
            })}
          </p>
        ) : null}
        <PriceBreakdownTable
          offerPrice={pkg.offerPrice}
          seats={seats}
          addonsPerPerson={addons.reduce((sum, a) => sum + a.price, 0)}
          price={price}
          schedule={schedule}
          advance={payment === 'advance'}
        />
        {batch && !fits ? (
          <WaitlistSlot batch={batch} seats={seats} />
        ) : (
          <>
            {resumed ? (
              <p className={styles.resumed} role="status">
                {t('Profile updated. Your choices are kept: continue with Book Now.')}
              </p>
            ) : null}
            <button
              ref={bookNowRef}
              type="button"
              className={styles.bookNow}
              disabled={!batch || !hydrated}
              onClick={bookNow}
            >
              {t('Book Now')}
            </button>
          </>
        )}
        <div className={styles.secondary}>
          <button
            type="button"
            className={styles.query}
            disabled={!hydrated}
            onClick={() => sendSiteEvent(SITE_EVENT.openSendQuery, { tripType: tripTypeOf(pkg) })}
          >
            {t('Send Query')}
          </button>
          <a className={styles.whatsapp} href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t('WhatsApp us')}
          </a>
        </div>
      </aside>
      {/* Outside the panel's landmark: the phone's bar is a shortcut to it, not part of it. */}
      <BookingBar
        offerPrice={pkg.offerPrice}
        batch={batch}
        canBook={!!batch && fits}
        hydrated={hydrated}
        onBook={bookNow}
        onSeeDates={() => panelRef.current?.scrollIntoView({ block: 'start' })}
      />
    </>
  );
}
