import { useId, useState } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { Link } from '@trippy/router';
import type { Booking, RefundQuote } from '@trippy/contracts';
import { errorMessage } from '@trippy/api-client';
import { formatDateRange } from '@trippy/domain';
import { Spinner, useLoad, toast } from '@trippy/ui';
import { useBookingText } from '../messages';
import { cancelBooking, fetchRefundQuote } from './cancel-api';
import { RefundPreview } from './refund-preview';
import styles from './my-bookings.module.css';

interface CancelDialogViewProps {
  booking: Booking;
  quote: RefundQuote | null;
  quoteError?: string | null;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation dialog: focus stays inside, Escape or Keep booking closes it. */
export function CancelDialogView({
  booking,
  quote,
  quoteError,
  busy,
  error,
  onConfirm,
  onClose,
}: CancelDialogViewProps) {
  const titleId = useId();
  const { t, tag } = useBookingText();
  const { packageDetails: pkg, batchDetails: batch } = booking;
  return (
    <FocusTrap
      focusTrapOptions={{
        // Escape is the dialog's own (below): it must not close while the cancellation is under way.
        escapeDeactivates: false,
        returnFocusOnDeactivate: true,
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className={styles.backdrop} onClick={busy ? undefined : onClose}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.dialog}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !busy) onClose();
          }}
        >
          <h2 id={titleId}>{t('Cancel this booking?')}</h2>
          <p>
            {pkg.packageName}, {formatDateRange(batch.startDate, batch.endDate, tag)}
          </p>
          {quote ? <RefundPreview quote={quote} /> : null}
          {!quote && !quoteError ? <Spinner label={t('Working out your refund')} /> : null}
          {quoteError ? (
            <p className={styles.warn} role="alert">
              {quoteError}
            </p>
          ) : null}
          {error ? (
            <p className={styles.warn} role="alert">
              {error}
            </p>
          ) : null}
          <Link to="/cancellation-refund" className={styles.link}>
            {t('Read the cancellation and refund policy')}
          </Link>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
              {t('Keep booking')}
            </button>
            <button type="button" className={styles.danger} onClick={onConfirm} disabled={!quote || busy}>
              {busy ? t('Cancelling...') : t('Confirm cancellation')}
            </button>
          </div>
        </div>
      </div>
    </FocusTrap>
  );
}

interface CancelDialogProps {
  booking: Booking;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

/** Loads the server's refund quote, then cancels on confirmation. */
export function CancelDialog({ booking, onClose, onCancelled }: CancelDialogProps) {
  const quote = useLoad(['refund-quote', booking._id], () => fetchRefundQuote(booking._id));
  const { t } = useBookingText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelBooking(booking._id);
      toast.success(t('Booking cancelled'));
      onCancelled(cancelled);
    } catch (failure) {
      setError(errorMessage(failure, t('Could not cancel the booking. Please try again.')));
      setBusy(false);
    }
  };

  return (
    <CancelDialogView
      booking={booking}
      quote={quote.status === 'loaded' ? quote.data : null}
      quoteError={
        quote.status === 'error' ? errorMessage(quote.error, t('Could not work out the refund.')) : null
      }
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
