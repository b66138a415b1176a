import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@trippy/router';
import { fetchToday } from '@trippy/api-client';
import { LEAD_RESPONSE_PROMISE_HOURS, onOperatorEvent, type Today } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { BackOfficePage, backOfficeStyles as ui, formatTripDate, Spinner } from '@trippy/ui';
import { formatWait, formatWhen } from './format';
import { LoadError } from './load-error';
import { StatusBadge } from './status-badge';
import { useKeptLoad } from './use-kept-load';
import styles from './operator.module.css';

/** /operator: what needs doing today. A new lead or booking in the open back office reloads it. */
export function TodayPage() {
  const { state, data, reload } = useKeptLoad(fetchToday, []);
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
          <NewLeads leads={data.newLeads} />
          <RecentBookings bookings={data.recentBookings} />
          <Departures departures={data.departures} />
          <BalancesDue balances={data.balancesDue} />
        </div>
      ) : null}
    </BackOfficePage>
  );
}

function Section({
  id,
  title,
  count,
  more,
  children,
}: {
  id: string;
  title: string;
  count: number;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={ui.card} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>
          {title} <span className={ui.badge}>{count}</span>
        </h2>
        {more ? (
          <Link className={styles.link} to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function NewLeads({ leads }: { leads: Today['newLeads'] }) {
  const overdue = leads.filter((lead) => lead.overdue).length;
  return (
    <Section
      id="today-leads"
      title="New leads to call"
      count={leads.length}
      more={{ to: '/operator/leads', label: 'All leads' }}
    >
      <p className={styles.lead}>
        Every enquiry is called within {LEAD_RESPONSE_PROMISE_HOURS} hours.
        {overdue > 0 ? <strong> {overdue} waiting longer than that.</strong> : null}
      </p>
      {leads.length === 0 ? (
        <p className={ui.empty}>No new enquiries waiting. New ones appear here as they arrive.</p>
      ) : (
        <div className={ui.tableBox}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Interest</th>
                <th scope="col">Phone</th>
                <th scope="col">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead._id}>
                  <td>
                    <Link className={styles.link} to={`/operator/leads/${lead._id}`}>
                      {lead.name}
                    </Link>
                  </td>
                  <td>{lead.interest}</td>
                  <td>
                    <a className={styles.link} href={`tel:${lead.phone}`}>
                      {lead.phone}
                    </a>
                  </td>
                  <td>
                    {lead.overdue ? (
                      <span className={`${ui.badge} ${ui.warn}`}>
                        Overdue: {formatWait(lead.waitingMinutes)}
                      </span>
                    ) : (
                      formatWait(lead.waitingMinutes)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function RecentBookings({ bookings }: { bookings: Today['recentBookings'] }) {
  return (
    <Section
      id="today-bookings"
      title="Bookings in the last 24 hours"
      count={bookings.length}
      more={{ to: '/operator/bookings', label: 'All bookings' }}
    >
      {bookings.length === 0 ? (
        <p className={ui.empty}>No bookings in the last 24 hours.</p>
      ) : (
        <div className={ui.tableBox}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Package</th>
                <th scope="col">Departure</th>
                <th scope="col">Seats</th>
                <th scope="col" className={styles.money}>
                  Total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking._id}>
                  <td>
                    <Link className={styles.link} to={`/operator/bookings/${booking._id}`}>
                      {booking.customerName}
                    </Link>
                    <div className={ui.muted}>{formatWhen(booking.createdAt)}</div>
                  </td>
                  <td>{booking.packageName}</td>
                  <td>{formatTripDate(booking.startDate)}</td>
                  <td>{booking.seats}</td>
                  <td className={styles.money}>{formatRupees(booking.total)}</td>
                  <td>
                    <StatusBadge status={booking.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function Departures({ departures }: { departures: Today['departures'] }) {
  return (
    <Section
      id="today-departures"
      title="Departures in the next 14 days"
      count={departures.length}
      more={{ to: '/operator/departures', label: 'All departures' }}
    >
      {departures.length === 0 ? (
        <p className={ui.empty}>No departures in the next 14 days.</p>
      ) : (
        <div className={ui.tableBox}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Departure</th>
                <th scope="col">Package</th>
                <th scope="col">Sold</th>
                <th scope="col">Left</th>
                <th scope="col">Manifest</th>
              </tr>
            </thead>
            <tbody>
              {departures.map((departure) => (
                <tr key={departure.batchId}>
                  <td>
                    {formatTripDate(departure.startDate)}
                    {departure.closed ? (
                      <>
                        {' '}
                        <span className={`${ui.badge} ${ui.warn}`}>Closed</span>
                      </>
                    ) : null}
                  </td>
                  <td>{departure.packageName}</td>
                  <td>
                    {departure.seatsSold} / {departure.totalSeats}
                  </td>
                  <td>{departure.seatsLeft}</td>
                  <td>
                    <Link
                      className={styles.link}
                      to={`/operator/departures/${departure.batchId}`}
                      aria-label={`Manifest of ${departure.packageName}, ${formatTripDate(departure.startDate)}`}
                    >
                      Manifest ({departure.bookings})
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function BalancesDue({ balances }: { balances: Today['balancesDue'] }) {
  return (
    <Section
      id="today-balances"
      title="Balances due"
      count={balances.length}
      more={{ to: '/operator/bookings?balanceDue=true', label: 'All with a balance' }}
    >
      {balances.length === 0 ? (
        <p className={ui.empty}>Every booking is paid in full.</p>
      ) : (
        <div className={ui.tableBox}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Package</th>
                <th scope="col">Due</th>
                <th scope="col" className={styles.money}>
                  Remaining
                </th>
              </tr>
            </thead>
            <tbody>
              {balances.map((balance) => (
                <tr key={balance.bookingId}>
                  <td>
                    <Link className={styles.link} to={`/operator/bookings/${balance.bookingId}`}>
                      {balance.customerName}
                    </Link>
                  </td>
                  <td>
                    {balance.packageName}
                    <div className={ui.muted}>Departs {formatTripDate(balance.startDate)}</div>
                  </td>
                  <td>
                    {balance.balanceDueDate ? formatTripDate(balance.balanceDueDate) : '-'}
                    {balance.overdue ? (
                      <>
                        {' '}
                        <span className={`${ui.badge} ${ui.warn}`}>Overdue</span>
                      </>
                    ) : null}
                  </td>
                  <td className={styles.money}>{formatRupees(balance.remainingAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
