import { useState } from 'react';
import type { Invoice } from '@trippy/contracts';
import { downloadInvoicePdf, errorMessage, fetchInvoices } from '@trippy/api-client';
import { formatRupees, formatTripDate } from '@trippy/domain';
import { Spinner, saveBlob, useLoad } from '@trippy/ui';
import { useBookingText } from '../messages';
import styles from './my-bookings.module.css';

/** The GST invoices of a booking (one per payment), each downloaded as a PDF with the customer's token. */
export function InvoicesSection({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const loaded = useLoad(['my-invoices', bookingId], () => fetchInvoices(bookingId));
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { t, tag } = useBookingText();

  const download = async (invoice: Invoice) => {
    setDownloading(invoice._id);
    setFailure(null);
    try {
      const file = await downloadInvoicePdf(invoice);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t('Could not download invoice {number}. Please try again.', { number: invoice.number }),
        ),
      );
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (loaded.status === 'loading') body = <Spinner label={t('Loading invoices')} />;
  else if (loaded.status === 'error')
    body = (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, t('Could not load the invoices.'))}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          {t('Try again')}
        </button>
      </p>
    );
  else if (loaded.data.length === 0)
    body = (
      <p className={styles.muted}>
        {t('No invoice yet: we issue a GST invoice for every payment we receive.')}
      </p>
    );
  else
    body = (
      <ul className={styles.invoices} data-testid="invoices">
        {loaded.data.map((invoice) => (
          <li key={invoice._id}>
            <span>
              <strong>{invoice.number}</strong>
              <small className={styles.muted}>
                {' '}
                {formatTripDate(invoice.issuedOn, tag)} · {formatRupees(invoice.amount, tag)}
              </small>
            </span>
            <button
              type="button"
              className={styles.small}
              onClick={() => void download(invoice)}
              disabled={downloading === invoice._id}
              aria-label={t('Download invoice {number} (PDF)', { number: invoice.number })}
            >
              {downloading === invoice._id ? t('Downloading...') : t('Download PDF')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.block} aria-label={t('Invoices')}>
      <div className={styles.blockHead}>
        <h4>{t('Invoices')}</h4>
        <button type="button" className={styles.small} onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      {body}
      {failure ? (
        <p className={styles.warn} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
