import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { fetchOperatorBookings } from '@trippy/api-client';
import type { OperatorBookingListItem } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import {
  BackOfficePage,
  backOfficeStyles as ui,
  DataTable,
  DateFilter,
  FilterToolbar,
  formatTripDate,
  PagedList,
  SelectFilter,
  useLoad,
  type Column,
  ExportButton,
} from '@trippy/ui';
import {
  readFilters,
  SEARCH_MAX_LENGTH,
  toExportQuery,
  toListQuery,
  writeFilters,
  type BookingFilters,
} from './booking-filters';
import { PackageFilter } from './package-filter';
import { StatusBadge } from './status-badge';
import styles from './operator.module.css';

const STATUSES = [
  ['', 'Any status'],
  ['pending', 'Pending'],
  ['confirmed', 'Confirmed'],
  ['cancelled', 'Cancelled'],
] as const;

const columns: Column<OperatorBookingListItem>[] = [
  {
    header: 'Customer',
    cell: (booking) => (
      <>
        <Link className={ui.link} to={`/operator/bookings/${booking._id}`}>
          {booking.customerName}
        </Link>
        <div className={ui.muted}>
          {booking.reference} · {booking.customerPhone}
        </div>
      </>
    ),
  },
  { header: 'Package', cell: (booking) => booking.packageName },
  { header: 'Departure', cell: (booking) => formatTripDate(booking.startDate) },
  { header: 'Seats', cell: (booking) => booking.seats },
  { header: 'Total', className: styles.money, cell: (booking) => formatRupees(booking.total) },
  { header: 'Paid', className: styles.money, cell: (booking) => formatRupees(booking.amountPaid) },
  { header: 'Remaining', className: styles.money, cell: (booking) => formatRupees(booking.remainingAmount) },
  { header: 'Status', cell: (booking) => <StatusBadge status={booking.status} /> },
];

/** /operator/bookings: every booking, newest first, filtered from the address's query. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const key = writeFilters(filters).toString();
  const [draft, setDraft] = useState<BookingFilters>(filters);
  useEffect(() => setDraft(readFilters(new URLSearchParams(key))), [key]);
  const list = useLoad(['operator-bookings', key], () =>
    fetchOperatorBookings(toListQuery(readFilters(new URLSearchParams(key)))),
  );

  const apply = (next: BookingFilters) => setParams(writeFilters(next));
  const filtered = key !== '' && key !== `page=${filters.page}`;

  return (
    <BackOfficePage
      title="Bookings"
      actions={
        <div className={styles.headActions}>
          <Link className={ui.button} to="/operator/bookings/new">
            New booking
          </Link>
          <ExportButton kind="bookings" query={toExportQuery(filters)} />
        </div>
      }
    >
      <FilterToolbar
        label="Filter bookings"
        search
        submit="Filter"
        onSubmit={() => apply({ ...draft, page: 1 })}
        after={
          filtered ? (
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear
            </button>
          ) : null
        }
      >
        <label>
          Search
          <input
            className={`${ui.control} ${styles.searchInput}`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, email, phone or reference (TH-26-00042)"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </label>
        <PackageFilter value={draft.package} onChange={(value) => setDraft({ ...draft, package: value })} />
        <SelectFilter
          label="Status"
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          options={STATUSES}
        />
        <DateFilter
          label="Departing from"
          value={draft.from}
          onChange={(value) => setDraft({ ...draft, from: value })}
        />
        <DateFilter
          label="Departing to"
          value={draft.to}
          onChange={(value) => setDraft({ ...draft, to: value })}
        />
        <label className={styles.toolbarCheck}>
          <input
            type="checkbox"
            checked={draft.balanceDue}
            onChange={(e) => setDraft({ ...draft, balanceDue: e.target.checked })}
          />
          Balance due only
        </label>
      </FilterToolbar>
      {filters.batch ? (
        <p className={styles.lead}>
          Showing one departure&apos;s bookings.{' '}
          <Link className={ui.link} to={`/operator/departures/${filters.batch}`}>
            Its manifest
          </Link>
        </p>
      ) : null}
      <PagedList
        list={list}
        loading="Loading bookings"
        fallback="The bookings could not be loaded."
        empty={filtered ? 'No booking matches these filters: widen them or clear them.' : 'No bookings yet.'}
        onPage={(page) => apply({ ...filters, page })}
      >
        {(items) => (
          <DataTable
            caption="Bookings"
            columns={columns}
            rows={items}
            rowKey={(booking) => booking._id}
            rowAttributes={() => ({ 'data-testid': 'booking-row' })}
            className={styles.stack}
          />
        )}
      </PagedList>
    </BackOfficePage>
  );
}
