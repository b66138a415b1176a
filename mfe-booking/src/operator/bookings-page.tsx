import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { fetchOperatorBookings } from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { BackOfficePage, backOfficeStyles as ui, formatTripDate, Pager, Spinner, useLoad } from '@trippy/ui';
import {
  readFilters,
  SEARCH_MAX_LENGTH,
  toListQuery,
  writeFilters,
  type BookingFilters,
} from './booking-filters';
import { LoadError } from './load-error';
import { StatusBadge } from './status-badge';
import { usePackageOptions } from './use-package-options';
import styles from './operator.module.css';

/** /operator/bookings: every booking, newest first, filtered from the address's query. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const key = writeFilters(filters).toString();
  const [draft, setDraft] = useState<BookingFilters>(filters);
  useEffect(() => setDraft(readFilters(new URLSearchParams(key))), [key]);
  const packages = usePackageOptions();
  const list = useLoad(
    () => fetchOperatorBookings(toListQuery(readFilters(new URLSearchParams(key)))),
    [key],
  );

  const apply = (next: BookingFilters) => setParams(writeFilters(next));
  const filtered = key !== '' && key !== `page=${filters.page}`;

  return (
    <BackOfficePage title="Bookings">
      <form
        className={ui.toolbar}
        role="search"
        aria-label="Filter bookings"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...draft, page: 1 });
        }}
      >
        <label>
          Search
          <input
            className={`${ui.control} ${styles.searchInput}`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Name, email, phone or booking id"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </label>
        <label className={styles.packageField}>
          Package
          <select
            className={ui.control}
            value={draft.package}
            onChange={(e) => setDraft({ ...draft, package: e.target.value })}
          >
            <option value="">All packages</option>
            {packages.map((pkg) => (
              <option key={pkg._id} value={pkg._id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            className={ui.control}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">Any status</option>
            <option value="pending">Pending</option>
            <option value="confirmed">Confirmed</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </label>
        <label>
          Departing from
          <input
            className={ui.control}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          Departing to
          <input
            className={ui.control}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <label className={styles.toolbarCheck}>
          <input
            type="checkbox"
            checked={draft.balanceDue}
            onChange={(e) => setDraft({ ...draft, balanceDue: e.target.checked })}
          />
          Balance due only
        </label>
        <button type="submit" className={ui.button}>
          Filter
        </button>
        {filtered ? (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => setParams(new URLSearchParams())}
          >
            Clear
          </button>
        ) : null}
      </form>
      {filters.batch ? (
        <p className={styles.lead}>
          Showing one departure&apos;s bookings.{' '}
          <Link className={styles.link} to={`/operator/departures/${filters.batch}`}>
            Its manifest
          </Link>
        </p>
      ) : null}
      {list.status === 'loading' ? <Spinner label="Loading bookings" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The bookings could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' && list.data.items.length === 0 ? (
        <p className={ui.empty}>
          {filtered ? 'No booking matches these filters: widen them or clear them.' : 'No bookings yet.'}
        </p>
      ) : null}
      {list.status === 'loaded' && list.data.items.length > 0 ? (
        <>
          <div className={ui.tableBox}>
            <table className={`${ui.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Package</th>
                  <th scope="col">Departure</th>
                  <th scope="col">Seats</th>
                  <th scope="col" className={styles.money}>
                    Total
                  </th>
                  <th scope="col" className={styles.money}>
                    Paid
                  </th>
                  <th scope="col" className={styles.money}>
                    Remaining
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((booking) => (
                  <tr key={booking._id} data-testid="booking-row">
                    <td data-label="Customer">
                      <Link className={styles.link} to={`/operator/bookings/${booking._id}`}>
                        {booking.customerName}
                      </Link>
                      <div className={ui.muted}>{booking.customerPhone}</div>
                    </td>
                    <td data-label="Package">{booking.packageName}</td>
                    <td data-label="Departure">{formatTripDate(booking.startDate)}</td>
                    <td data-label="Seats">{booking.seats}</td>
                    <td data-label="Total" className={styles.money}>
                      {formatRupees(booking.total)}
                    </td>
                    <td data-label="Paid" className={styles.money}>
                      {formatRupees(booking.amountPaid)}
                    </td>
                    <td data-label="Remaining" className={styles.money}>
                      {formatRupees(booking.remainingAmount)}
                    </td>
                    <td data-label="Status">
                      <StatusBadge status={booking.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={list.data.page.page}
            pageSize={list.data.page.pageSize}
            total={list.data.page.total}
            onPage={(page) => apply({ ...filters, page })}
          />
        </>
      ) : null}
    </BackOfficePage>
  );
}
