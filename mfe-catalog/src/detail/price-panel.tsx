import { useState } from 'react';
import { useNavigate } from '@trippy/router';
import type { Batch, PackageDetail } from '@trippy/contracts';
import {
  ADVANCE_PERCENT,
  discountPercent,
  formatRupees,
  priceBooking,
  type PaymentType,
} from '@trippy/domain';
import { BRAND, useHydrated } from '@trippy/ui';
import { BatchPicker } from '../components/batch-picker';
import { PriceBreakdownTable } from './price-breakdown';
import styles from './detail.module.css';

export const MAX_SEATS_PER_BOOKING = 20;

export function tripTypeOf(pkg: Pick<PackageDetail, 'category'>): 'trek' | 'chardham' | 'other' {
  if (pkg.category.slug === 'treks') return 'trek';
  return pkg.category.slug === 'char-dham' ? 'chardham' : 'other';
}

/** Batch, travellers, add-ons and payment type with the live price, Book Now, Send Query and WhatsApp. */
export function PricePanel({ pkg }: { pkg: PackageDetail }) {
  const navigate = useNavigate();
  // Server-rendered: the buttons wait for the code that handles them (a tap before would do nothing).
  const hydrated = useHydrated();
  const [batch, setBatch] = useState<Batch | null>(() => pkg.batches.find((b) => b.seatsLeft > 0) ?? null);
  const [seats, setSeats] = useState(1);
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const [paymentType, setPaymentType] = useState<PaymentType>('full');
  const maxSeats = Math.max(1, Math.min(batch?.seatsLeft ?? 1, MAX_SEATS_PER_BOOKING));
  const addons = pkg.additionalServices.filter((service) => addonIds.includes(service._id));
  const price = priceBooking({ offerPrice: pkg.offerPrice, seats, addons, paymentType });
  const discount = discountPercent(pkg.originalPrice, pkg.offerPrice);

  const toggleAddon = (id: string) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const bookNow = () => {
    if (!batch) return;
    navigate(`/booking/${pkg._id}`, {
      state: {
        packageData: pkg,
        bookingData: { batchId: batch._id, numberOfSeats: seats, addonIds, paymentType },
      },
    });
  };

  const whatsapp = `https://wa.me/${BRAND.whatsappNumber}?text=${encodeURIComponent(
    `Hi, I am interested in ${pkg.name}${batch ? ` (departure ${batch.startDate})` : ''}.`,
  )}`;

  return (
    <aside className={styles.panel} aria-label="Book this trip">
      <div className={styles.price}>
        <div>
          {pkg.originalPrice > pkg.offerPrice ? <s>{formatRupees(pkg.originalPrice)}</s> : null}
          {discount > 0 ? <span className={styles.discount}>{discount}% off</span> : null}
        </div>
        <span className={styles.offer}>{formatRupees(pkg.offerPrice)}</span>
        <span className={styles.perPerson}>per person</span>
      </div>
      <div>
        <h2 className={styles.panelHeading}>Upcoming batches</h2>
        <BatchPicker
          batches={pkg.batches}
          selectedId={batch?._id ?? null}
          onSelect={(b) => {
            setBatch(b);
            setSeats((n) => Math.min(n, Math.max(1, Math.min(b.seatsLeft, MAX_SEATS_PER_BOOKING))));
          }}
        />
      </div>
      <label className={styles.seatsRow}>
        Travellers
        <input
          type="number"
          min={1}
          max={maxSeats}
          value={seats}
          onChange={(event) => setSeats(Math.max(1, Math.min(maxSeats, Number(event.target.value) || 1)))}
        />
      </label>
      {pkg.additionalServices.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>Add-ons (per person)</legend>
          {pkg.additionalServices.map((service) => (
            <label key={service._id} className={styles.check}>
              <input
                type="checkbox"
                checked={addonIds.includes(service._id)}
                onChange={() => toggleAddon(service._id)}
              />
              <span>{service.name}</span>
              <span className={styles.addonPrice}>+{formatRupees(service.price)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>Payment</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name="paymentType"
            checked={paymentType === 'full'}
            onChange={() => setPaymentType('full')}
          />
          <span>Pay in full</span>
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name="paymentType"
            checked={paymentType === 'advance'}
            onChange={() => setPaymentType('advance')}
          />
          <span>Pay {ADVANCE_PERCENT}% advance now</span>
        </label>
      </fieldset>
      <PriceBreakdownTable
        offerPrice={pkg.offerPrice}
        seats={seats}
        addonsPerPerson={addons.reduce((sum, a) => sum + a.price, 0)}
        price={price}
        advance={paymentType === 'advance'}
      />
      <button type="button" className={styles.bookNow} disabled={!batch || !hydrated} onClick={bookNow}>
        Book Now
      </button>
      <div className={styles.secondary}>
        <button
          type="button"
          className={styles.query}
          disabled={!hydrated}
          onClick={() =>
            window.dispatchEvent(
              new CustomEvent('content:open-send-query', { detail: { tripType: tripTypeOf(pkg) } }),
            )
          }
        >
          Send Query
        </button>
        <a className={styles.whatsapp} href={whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp us
        </a>
      </div>
    </aside>
  );
}
