import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Batch, PackageDetail } from '@trippy/contracts';
import { fetchPackage, errorMessage, statusOf } from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { MessagePage, Spinner, useLoad } from '@trippy/ui';
import { BatchPicker } from '../components/batch-picker';
import { cardImageOf } from '../components/package-card';
import styles from './package-detail-page.module.css';

const MAX_SEATS_PER_BOOKING = 20;

function BookingPanel({ pkg }: { pkg: PackageDetail }) {
  const navigate = useNavigate();
  const firstOpen = pkg.batches.find((batch) => batch.seatsLeft > 0) ?? null;
  const [batch, setBatch] = useState<Batch | null>(firstOpen);
  const [seats, setSeats] = useState(1);
  const maxSeats = Math.min(batch?.seatsLeft ?? 1, MAX_SEATS_PER_BOOKING);

  const bookNow = () => {
    if (!batch) return;
    navigate(`/booking/${pkg._id}`, {
      state: { packageData: pkg, bookingData: { batchId: batch._id, numberOfSeats: seats } },
    });
  };

  return (
    <aside className={styles.panel} aria-label="Book this trip">
      <div className={styles.price}>
        {pkg.originalPrice > pkg.offerPrice ? <s>{formatRupees(pkg.originalPrice)}</s> : null}
        <span className={styles.offer}>{formatRupees(pkg.offerPrice)}</span>
        <span>per person</span>
      </div>
      <BatchPicker
        batches={pkg.batches}
        selectedId={batch?._id ?? null}
        onSelect={(b) => {
          setBatch(b);
          setSeats(1);
        }}
      />
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
      <button type="button" className={styles.bookNow} disabled={!batch} onClick={bookNow}>
        Book Now
      </button>
    </aside>
  );
}

export function PackageDetailPage() {
  const { slug = '' } = useParams();
  const detail = useLoad(() => fetchPackage(slug), [slug]);

  useEffect(() => {
    if (detail.status === 'loaded') document.title = `${detail.data.name} | Trippy Himalaya`;
  }, [detail.status, detail.data]);

  if (detail.status === 'loading') return <Spinner label="Loading the trip" />;
  if (detail.status === 'error') {
    return statusOf(detail.error) === 404 ? (
      <MessagePage title="Trip not found" text="This package does not exist or is no longer offered." />
    ) : (
      <p className={styles.error} role="alert">
        {errorMessage(detail.error, 'Failed to fetch the package')}
      </p>
    );
  }
  const pkg = detail.data;
  const image = pkg.images.gallery[0] ?? cardImageOf(pkg);
  return (
    <article className={styles.page}>
      <div className={styles.hero}>
        {image ? <img src={image} alt={pkg.name} width={1200} height={457} /> : null}
      </div>
      <div className={styles.layout}>
        <div>
          <h1 className={styles.title}>{pkg.name}</h1>
          <div className={styles.meta}>
            <span>{pkg.location}</span>
            <span>{pkg.duration}</span>
            <span>{pkg.packageType}</span>
            {pkg.maxAltitudeFt ? (
              <span>Max altitude {pkg.maxAltitudeFt.toLocaleString('en-IN')} ft</span>
            ) : null}
          </div>
          <p>{pkg.description}</p>
          {pkg.itinerary.length > 0 ? (
            <section className={styles.section}>
              <h2>Day-by-day itinerary</h2>
              <ol className={styles.days}>
                {pkg.itinerary.map((day) => (
                  <li key={day.day}>
                    <strong>Day {day.day}: </strong>
                    {day.title}. {day.description}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
        <BookingPanel pkg={pkg} />
      </div>
    </article>
  );
}
