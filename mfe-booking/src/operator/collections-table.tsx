import type { ReactNode } from 'react';
import { Link } from '@trippy/router';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Collections,
  type CollectionsFigures,
  type CollectionsRow,
} from '@trippy/contracts';
import { countOf, formatRupees } from '@trippy/domain';
import { backOfficeStyles as ui, DataTable, formatDateRange, type Column } from '@trippy/ui';
import { monthName } from './departures-calendar';
import styles from './operator.module.css';

/** A column of figures: its main figure (the totals' one has the test id total-<key>) and a detail below. */
interface FigureColumn {
  header: string;
  key: string;
  money?: boolean;
  value: (figures: CollectionsFigures) => ReactNode;
  detail?: (figures: CollectionsFigures) => ReactNode;
}

const muted = (text: string) => <div className={ui.muted}>{text}</div>;

function Methods({ figures }: { figures: CollectionsFigures }) {
  const used = PAYMENT_METHODS.filter((method) => figures.received.byMethod[method] > 0);
  if (used.length === 0) return <span className={ui.muted}>None</span>;
  return (
    <ul className={styles.methods}>
      {used.map((method) => (
        <li key={method}>
          {PAYMENT_METHOD_LABELS[method]} {formatRupees(figures.received.byMethod[method])}
        </li>
      ))}
    </ul>
  );
}

const FIGURES: FigureColumn[] = [
  {
    header: 'Bookings',
    key: 'bookings',
    value: (f) => f.bookings,
    detail: (f) => muted(countOf(f.seats, 'seat')),
  },
  {
    header: 'Received',
    key: 'received',
    money: true,
    value: (f) => formatRupees(f.received.total),
    detail: (f) => (
      <>
        {muted(`Online ${formatRupees(f.received.online)}`)}
        {muted(`By hand ${formatRupees(f.received.byHand)}`)}
      </>
    ),
  },
  { header: 'By method', key: 'methods', value: (f) => <Methods figures={f} /> },
  {
    header: 'Refunded',
    key: 'refunded',
    money: true,
    value: (f) => formatRupees(f.refunded),
    detail: (f) => (f.refundOwed > 0 ? muted(`${formatRupees(f.refundOwed)} still owed`) : null),
  },
  { header: 'Net', key: 'net', money: true, value: (f) => formatRupees(f.net) },
  { header: 'Due', key: 'due', money: true, value: (f) => formatRupees(f.due) },
  {
    header: 'Overdue',
    key: 'overdue',
    money: true,
    value: (f) =>
      f.overdue > 0 ? (
        <span className={`${ui.badge} ${ui.warn}`}>{formatRupees(f.overdue)}</span>
      ) : (
        formatRupees(0)
      ),
  },
];

function What({ row }: { row: CollectionsRow }) {
  const { departure } = row;
  if (!departure) return <>{monthName(row.month)}</>;
  const dates = formatDateRange(departure.startDate, departure.endDate);
  return (
    <>
      <Link
        className={ui.link}
        to={`/operator/departures/${departure.batchId}`}
        aria-label={`Manifest of ${departure.packageName}, ${dates}`}
      >
        {departure.packageName}
      </Link>
      {muted(dates)}
    </>
  );
}

/**
 * The collections as a table: a row per month or departure (a departure links to its manifest), its figures,
 * and the totals in the footer. On a phone the table scrolls sideways inside its box.
 */
export function CollectionsTable({ data }: { data: Collections }) {
  const perMonth = data.groupBy === 'month';
  const columns: Column<CollectionsRow>[] = [
    { header: perMonth ? 'Month' : 'Departure', cell: (row) => <What row={row} /> },
    ...FIGURES.map((figure) => ({
      header: figure.header,
      className: figure.money ? styles.money : undefined,
      cell: (row: CollectionsRow) => (
        <>
          {figure.value(row)}
          {figure.detail?.(row)}
        </>
      ),
    })),
  ];
  return (
    <DataTable
      caption={perMonth ? 'Collections per month of departure' : 'Collections per departure'}
      columns={columns}
      rows={data.rows}
      rowKey={(row) => row.key}
      rowAttributes={() => ({ 'data-testid': 'collections-row' })}
      empty="No bookings on departures in these months."
      footer={
        <tfoot>
          <tr className={styles.totals} data-testid="collections-totals">
            <th scope="row">Total</th>
            {FIGURES.map((figure) => (
              <td key={figure.key} className={figure.money ? styles.money : undefined}>
                <span data-testid={`total-${figure.key}`}>{figure.value(data.totals)}</span>
                {figure.detail?.(data.totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      }
    />
  );
}
