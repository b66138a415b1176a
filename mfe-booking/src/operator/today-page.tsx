import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@trippy/router';
import { fetchToday } from '@trippy/api-client';
import { LEAD_RESPONSE_PROMISE_HOURS, onOperatorEvent, type Today } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import {
  BackOfficePage,
  BackOfficeSection,
  backOfficeStyles as ui,
  DataTable,
  formatTripDate,
  LoadError,
  Spinner,
  type Column,
} from '@trippy/ui';
import { formatWait, formatWhen } from './format';
import { StatusBadge } from './status-badge';
import { useKeptLoad } from './use-kept-load';
import styles from './operator.module.css';

/** /operator: what needs doing today. A new lead or booking in the open back office reloads it. */
export function TodayPage() {
  const { state, data, reload } = useKeptLoad(['operator-today'], fetchToday);
  const reloadNow = useRef(reload);
  reloadNow.current = reload;
  useEffect(() => onOperatorEvent(() => reloadNow.current()), []);

  return (
    <BackOfficePage
      title="Today"
      actions={
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={reload}>
          Refresh
        </button>
      }
    >
      {!data && state.status === 'loading' ? <Spinner label="Loading today's work" /> : null}
      {state.status === 'error' ? (
        <LoadError error={state.error} fallback="Today's work could not be loaded." onRetry={reload} />
      ) : null}
      {data ? (
        <div className={styles.grid}>
          <TodayTable list={LEADS} rows={data.newLeads} intro={<LeadsPromise leads={data.newLeads} />} />
          <TodayTable list={BOOKINGS} rows={data.recentBookings} />
          <TodayTable list={DEPARTURES} rows={data.departures} />
          <TodayTable list={BALANCES} rows={data.balancesDue} />
        </div>
      ) : null}
    </BackOfficePage>
  );
}

/** One of Today's lists: a card titled with its count and a link to the whole list, then the table. */
interface TodayList<Row> {
  id: string;
  title: string;
  more: { to: string; label: string };
  caption: string;
  empty: string;
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
}

function TodayTable<Row>({
  list,
  rows,
  intro,
}: {
  list: TodayList<Row>;
  rows: readonly Row[];
  intro?: ReactNode;
}) {
  const { id, title, more, ...table } = list;
  return (
    <BackOfficeSection id={id} title={title} count={rows.length} more={more}>
      {intro}
      <DataTable {...table} rows={rows} />
    </BackOfficeSection>
  );
}

function LeadsPromise({ leads }: { leads: Today['newLeads'] }) {
  const overdue = leads.filter((lead) => lead.overdue).length;
  return (
    <p className={styles.lead}>
      Every enquiry is called within {LEAD_RESPONSE_PROMISE_HOURS} hours.
      {overdue > 0 ? <strong> {overdue} waiting longer than that.</strong> : null}
    </p>
  );
}

const customerLink = (id: string, name: string) => (
  <Link className={ui.link} to={`/operator/bookings/${id}`}>
    {name}
  </Link>
);

const warnBadge = (text: string) => (
  <>
    {' '}
    <span className={`${ui.badge} ${ui.warn}`}>{text}</span>
  </>
);

const LEADS: TodayList<Today['newLeads'][number]> = {
  id: 'today-leads',
  title: 'New leads to call',
  more: { to: '/operator/leads', label: 'All leads' },
  caption: 'Leads waiting for a call',
  empty: 'No new enquiries waiting. New ones appear here as they arrive.',
  rowKey: (lead) => lead._id,
  columns: [
    {
      header: 'Name',
      cell: (lead) => (
        <Link className={ui.link} to={`/operator/leads/${lead._id}`}>
          {lead.name}
        </Link>
      ),
    },
    { header: 'Interest', cell: (lead) => lead.interest },
    {
      header: 'Phone',
      cell: (lead) => (
        <a className={ui.link} href={`tel:${lead.phone}`}>
          {lead.phone}
        </a>
      ),
    },
    {
      header: 'Waiting',
      cell: (lead) =>
        lead.overdue ? (
          <span className={`${ui.badge} ${ui.warn}`}>Overdue: {formatWait(lead.waitingMinutes)}</span>
        ) : (
          formatWait(lead.waitingMinutes)
        ),
    },
  ],
};

const BOOKINGS: TodayList<Today['recentBookings'][number]> = {
  id: 'today-bookings',
  title: 'Bookings in the last 24 hours',
  more: { to: '/operator/bookings', label: 'All bookings' },
  caption: 'Latest bookings',
  empty: 'No bookings in the last 24 hours.',
  rowKey: (booking) => booking._id,
  columns: [
    {
      header: 'Customer',
      cell: (booking) => (
        <>
          {customerLink(booking._id, booking.customerName)}
          <div className={ui.muted}>{formatWhen(booking.createdAt)}</div>
        </>
      ),
    },
    { header: 'Package', cell: (booking) => booking.packageName },
    { header: 'Departure', cell: (booking) => formatTripDate(booking.startDate) },
    { header: 'Seats', cell: (booking) => booking.seats },
    { header: 'Total', className: styles.money, cell: (booking) => formatRupees(booking.total) },
    { header: 'Status', cell: (booking) => <StatusBadge status={booking.status} /> },
  ],
};

const DEPARTURES: TodayList<Today['departures'][number]> = {
  id: 'today-departures',
  title: 'Departures in the next 14 days',
  more: { to: '/operator/departures', label: 'All departures' },
  caption: 'Upcoming departures',
  empty: 'No departures in the next 14 days.',
  rowKey: (departure) => departure.batchId,
  columns: [
    {
      header: 'Departure',
      cell: (departure) => (
        <>
          {formatTripDate(departure.startDate)}
          {departure.closed ? warnBadge('Closed') : null}
        </>
      ),
    },
    { header: 'Package', cell: (departure) => departure.packageName },
    { header: 'Sold', cell: (departure) => `${departure.seatsSold} / ${departure.totalSeats}` },
    { header: 'Held', cell: (departure) => departure.seatsHeld },
    { header: 'Left', cell: (departure) => departure.seatsLeft },
    {
      header: 'Manifest',
      cell: (departure) => (
        <Link
          className={ui.link}
          to={`/operator/departures/${departure.batchId}`}
          aria-label={`Manifest of ${departure.packageName}, ${formatTripDate(departure.startDate)}`}
        >
          Manifest ({departure.bookings})
        </Link>
      ),
    },
  ],
};

const BALANCES: TodayList<Today['balancesDue'][number]> = {
  id: 'today-balances',
  title: 'Balances due',
  more: { to: '/operator/bookings?balanceDue=true', label: 'All with a balance' },
  caption: 'Unpaid balances',
  empty: 'Every booking is paid in full.',
  rowKey: (balance) => balance.bookingId,
  columns: [
    { header: 'Customer', cell: (balance) => customerLink(balance.bookingId, balance.customerName) },
    {
      header: 'Package',
      cell: (balance) => (
        <>
          {balance.packageName}
          <div className={ui.muted}>Departs {formatTripDate(balance.startDate)}</div>
        </>
      ),
    },
    {
      header: 'Due',
      cell: (balance) => (
        <>
          {balance.balanceDueDate ? formatTripDate(balance.balanceDueDate) : '-'}
          {balance.overdue ? warnBadge('Overdue') : null}
        </>
      ),
    },
    {
      header: 'Remaining',
      className: styles.money,
      cell: (balance) => formatRupees(balance.remainingAmount),
    },
  ],
};
