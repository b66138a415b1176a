import { Link } from '@trippy/router';
import { fetchDepartures } from '@trippy/api-client';
import { addDays } from '@trippy/domain';
import type { OperatorBatchListItem } from '@trippy/contracts';
import { backOfficeStyles as ui, LoadError, Spinner, formatDateRange, useLoad } from '@trippy/ui';
import styles from './departures-calendar.module.css';

/** The most departures one month shows (the API's page size). */
const MONTH_LIMIT = 100;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthName = (month: string): string => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

/** 'YYYY-MM' of the month before or after. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, number - 1 + by, 1));
  return next.toISOString().slice(0, 7);
}

/** The month's weeks, Monday first: each day 'YYYY-MM-DD' (days of the months around it included). */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const mondayOffset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: string[][] = [];
  for (let day = addDays(first, -mondayOffset); day <= last; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  return weeks;
}

function Departure({ batch }: { batch: OperatorBatchListItem }) {
  const dates = formatDateRange(batch.startDate, batch.endDate);
  return (
    <li className={styles.departure}>
      <Link
        className={ui.link}
        to={`/operator/departures/${batch._id}`}
        aria-label={`Manifest of ${batch.packageName}, ${dates}`}
      >
        {batch.packageName}
      </Link>
      <span className={styles.seats}>
        {batch.seatsSold}/{batch.totalSeats} sold · {batch.seatsHeld} held ·{' '}
        {batch.seatsLeft === 0 ? 'full' : `${batch.seatsLeft} left`} · {batch.bookings}{' '}
        {batch.bookings === 1 ? 'booking' : 'bookings'}
      </span>
      {batch.closed ? <span className={`${ui.badge} ${ui.warn}`}>Closed</span> : null}
    </li>
  );
}

/**
 * The departures of one month as a calendar (Monday first): each under the day it starts, with seats sold,
 * held and left, bookings, and its manifest a click away. A phone reads it as a list of the days with departures.
 */
export function DeparturesCalendar({
  month,
  packageId,
  onMonth,
}: {
  month: string;
  packageId: string;
  onMonth: (month: string) => void;
}) {
  const weeks = monthWeeks(month);
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const list = useLoad(['operator-departures-month', first, last, packageId], () =>
    fetchDepartures({
      page: 1,
      pageSize: MONTH_LIMIT,
      from: first,
      to: last,
      ...(packageId ? { packageId } : {}),
    }),
  );
  const byDay = new Map<string, OperatorBatchListItem[]>();
  if (list.status === 'loaded')
    for (const batch of list.data.items)
      byDay.set(batch.startDate, [...(byDay.get(batch.startDate) ?? []), batch]);
  const name = monthName(month);

  return (
    <section aria-labelledby="calendar-month">
      <div className={styles.head}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          Previous month
        </button>
        <h2 id="calendar-month" className={styles.month}>
          {name}
        </h2>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          Next month
        </button>
      </div>
      {list.status === 'loading' ? <Spinner label="Loading departures" /> : null}
      {list.status === 'error' ? (
        <LoadError error={list.error} fallback="The departures could not be loaded." onRetry={list.reload} />
      ) : null}
      {list.status === 'loaded' ? (
        <>
          {list.data.page.total > MONTH_LIMIT ? (
            <p role="status">
              Showing the first {MONTH_LIMIT} of {list.data.page.total} departures: choose a package to see
              the rest.
            </p>
          ) : null}
          {list.data.page.total === 0 ? <p>No departures in {name}.</p> : null}
          <table className={styles.calendar}>
            <caption className={styles.caption}>Departures in {name}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day, index) => {
                    const departures = byDay.get(day) ?? [];
                    const inMonth = day.startsWith(month);
                    return (
                      <td
                        key={day}
                        className={`${inMonth ? '' : styles.outside} ${departures.length ? '' : styles.empty}`}
                        data-day={day}
                      >
                        <span className={styles.day}>
                          <span className={styles.dayName}>{WEEKDAYS[index]} </span>
                          {Number(day.slice(8))}
                        </span>
                        {departures.length > 0 ? (
                          <ul className={styles.departures}>
                            {departures.map((batch) => (
                              <Departure key={batch._id} batch={batch} />
                            ))}
                          </ul>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
