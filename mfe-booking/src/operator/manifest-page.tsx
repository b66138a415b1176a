import { useState } from 'react';
import { Link, useParams } from '@trippy/router';
import { errorMessage, fetchManifest, fetchManifestCsv } from '@trippy/api-client';
import type { Manifest } from '@trippy/contracts';
import { countOf, formatRupees, todayInIndia } from '@trippy/domain';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  DataTable,
  formatDateRange,
  LoadError,
  Spinner,
  useLoad,
  type Column,
  toast,
  downloadText,
} from '@trippy/ui';
import { MissingRecord } from './missing-record';
import { StatusBadge } from './status-badge';
import { TravellersList } from './travellers-list';
import { CancelDeparturePanel } from './cancel-departure-panel';
import styles from './operator.module.css';

const ID = /^[0-9a-f]{24}$/;

const columns: Column<Manifest['entries'][number]>[] = [
  {
    header: 'Traveller',
    cell: (entry) => (
      <>
        <Link className={ui.link} to={`/operator/bookings/${entry.bookingId}`}>
          {entry.name}
        </Link>{' '}
        <StatusBadge status={entry.status} />
        <div className={ui.muted}>{entry.email}</div>
        {entry.addons.length > 0 ? <div>Add-ons: {entry.addons.join(', ')}</div> : null}
        <TravellersList travellers={entry.travellers} />
      </>
    ),
  },
  {
    header: 'Phone',
    cell: (entry) => (
      <a className={ui.link} href={`tel:${entry.phone}`}>
        {entry.phone}
      </a>
    ),
  },
  {
    header: 'Emergency contact',
    cell: (entry) => (
      <>
        {entry.emergencyName}
        <div>{entry.emergencyContact}</div>
      </>
    ),
  },
  {
    header: 'Special requirements',
    cell: (entry) => entry.specialRequirements || <span className={ui.muted}>None</span>,
  },
  { header: 'Seats', cell: (entry) => entry.seats },
  { header: 'Paid', className: styles.money, cell: (entry) => formatRupees(entry.amountPaid) },
  { header: 'Remaining', className: styles.money, cell: (entry) => formatRupees(entry.remainingAmount) },
];

/** The CSV's file name, as the server names it in its Content-Disposition. */
export function manifestFilename(manifest: Manifest): string {
  return `manifest-${manifest.package.slug}-${manifest.batch.startDate}.csv`;
}

/** /operator/departures/:id: every traveller of a departure, printable and as CSV. */
export function ManifestPage() {
  const { id = '' } = useParams();
  const valid = ID.test(id);
  const loaded = useLoad(['operator-manifest', id], async () => (valid ? fetchManifest(id) : null));

  if (!valid || (loaded.status === 'loaded' && !loaded.data))
    return (
      <MissingRecord
        title="Departure manifest"
        message="No departure has this address."
        back={{ to: '/operator/departures', label: 'Back to departures' }}
      />
    );
  if (loaded.status === 'error')
    return (
      <BackOfficePage title="Departure manifest">
        <LoadError
          error={loaded.error}
          fallback="The manifest could not be loaded."
          onRetry={loaded.reload}
        />
      </BackOfficePage>
    );
  if (loaded.status === 'loading' || !loaded.data)
    return (
      <BackOfficePage title="Departure manifest">
        <Spinner label="Loading the manifest" />
      </BackOfficePage>
    );
  return <ManifestView manifest={loaded.data} />;
}

function ManifestView({ manifest }: { manifest: Manifest }) {
  const { batch, entries, totals } = manifest;
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      downloadText(await fetchManifestCsv(batch._id), manifestFilename(manifest));
    } catch (error) {
      toast.error(errorMessage(error, 'The CSV could not be downloaded.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <BackOfficePage
      title={`Manifest: ${manifest.package.name}`}
      actions={
        <div className={ui.actions}>
          <Link className={`${ui.button} ${ui.secondary}`} to="/operator/departures">
            All departures
          </Link>
          <Link className={`${ui.button} ${ui.secondary}`} to={`/operator/bookings?batch=${batch._id}`}>
            Its bookings
          </Link>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className={ui.button} disabled={downloading} onClick={() => void download()}>
            {downloading ? 'Preparing…' : 'Download CSV'}
          </button>
        </div>
      }
    >
      <p className={styles.lead}>
        <strong>{formatDateRange(batch.startDate, batch.endDate)}</strong> · {manifest.package.duration} ·{' '}
        {manifest.package.location} · {countOf(totals.seats, 'traveller')} on{' '}
        {countOf(totals.bookings, 'booking')} · {batch.seatsLeft} of {batch.totalSeats} seats left
        {batch.closed ? ' · closed' : ''}
      </p>
      <DataTable
        caption="Travellers on this departure"
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.bookingId}
        rowAttributes={() => ({ 'data-testid': 'manifest-row' })}
        className={`${styles.manifestTable} ${styles.stack}`}
        empty="No travellers booked on this departure yet."
        footer={
          <tfoot>
            <tr className={styles.totals}>
              <td colSpan={4}>Totals: {countOf(totals.bookings, 'booking')}</td>
              <td data-label="Seats">{totals.seats}</td>
              <td data-label="Paid" className={styles.money}>
                {formatRupees(totals.amountPaid)}
              </td>
              <td data-label="Remaining" className={styles.money}>
                {formatRupees(totals.remainingAmount)}
              </td>
            </tr>
          </tfoot>
        }
      />
      {batch.startDate >= todayInIndia() ? <CancelDeparturePanel manifest={manifest} /> : null}
    </BackOfficePage>
  );
}
