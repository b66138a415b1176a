import {
  COLLECTIONS_TOTAL_LABEL,
  PAYMENT_METHODS,
  type Collections,
  type CollectionsFigures,
} from '@trippy/contracts';
import { rupeesCell, type Cell } from '../exports/export-csv';

/** A row's figures as cells, in COLLECTIONS_CSV_COLUMNS' order (amounts in rupees; net is never negative). */
const figureCells = (figures: CollectionsFigures): Cell[] => [
  figures.departures,
  figures.bookings,
  figures.seats,
  ...PAYMENT_METHODS.map((method) => rupeesCell(figures.received.byMethod[method])),
  rupeesCell(figures.received.online),
  rupeesCell(figures.received.byHand),
  rupeesCell(figures.received.total),
  rupeesCell(figures.refunded),
  rupeesCell(figures.refundOwed),
  rupeesCell(figures.net),
  rupeesCell(figures.due),
  rupeesCell(figures.overdue),
];

/**
 * The collections as CSV rows (COLLECTIONS_CSV_COLUMNS): one per month or departure, then the totals. A month's
 * row leaves the departure's cells empty. Net is never negative: only refunds of money received are counted.
 */
export function collectionsCsvRows(collections: Collections): Cell[][] {
  const rows = collections.rows.map((row): Cell[] => [
    row.month,
    row.departure?.packageName ?? '',
    row.departure?.startDate ?? '',
    row.departure?.endDate ?? '',
    row.departure?.batchId ?? '',
    ...figureCells(row),
  ]);
  return [...rows, [COLLECTIONS_TOTAL_LABEL, '', '', '', '', ...figureCells(collections.totals)]];
}
