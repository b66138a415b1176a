import { lazy, Suspense } from 'react';
import type { Batch } from '@trippy/contracts';
import { useHydrated } from '@trippy/ui';
import { useCatalogText } from '../messages';
import { joinWaitlistLabel, seatsWord } from '../components/waitlist-words';
import styles from './detail.module.css';

// Only a full batch needs it, so its code (and the session and waitlist calls) loads on demand.
const WaitlistControl = lazy(() => import('../waitlist/waitlist-control'));

/** In place of Book Now when the chosen batch cannot give the seats wanted: why, and Join the waitlist. */
export function WaitlistSlot({ batch, seats }: { batch: Batch; seats: number }) {
  const { t } = useCatalogText();
  // The server renders the same placeholder as the first client render; the control comes after hydration.
  const hydrated = useHydrated();
  const placeholder = (
    <button type="button" className={styles.bookNow} disabled>
      {joinWaitlistLabel(t, seats)}
    </button>
  );
  return (
    <section className={styles.waitlist} aria-label={t('Waitlist')}>
      <p className={styles.waitlistWhy}>
        {batch.seatsLeft === 0
          ? t('This departure is full.')
          : t('This departure has {seats} left, fewer than the {wanted} you want.', {
              seats: seatsWord(t, batch.seatsLeft),
              wanted: seats,
            })}{' '}
        {t('Join the waitlist: when seats free up, the first in line whose request fits is offered them.')}
      </p>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <WaitlistControl batchId={batch._id} seats={seats} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
