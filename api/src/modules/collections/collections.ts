import type {
  Collections,
  CollectionsFigures,
  CollectionsGroup,
  CollectionsQuery,
  CollectionsRow,
} from '@trippy/contracts';
import { balanceOwed, invalidInput, monthOf } from '@trippy/domain';
import type { DbOrTx } from '../../db/schema';
import { addFigures, emptyFigures, sumFigures } from './collections-figures';
import {
  departuresWithBookings,
  openBookings,
  receivedByMethod,
  refundsOf,
  type CollectionsDepartureRow,
} from './collections.repository';

/** Each departure's figures: its bookings, the money received and paid back, what is still due and overdue. */
async function figuresPerDeparture(
  db: DbOrTx,
  query: CollectionsQuery,
  today: string,
): Promise<{ departures: CollectionsDepartureRow[]; figures: Map<string, CollectionsFigures> }> {
  const [departures, bookings, received, refunds] = await Promise.all([
    departuresWithBookings(db, query),
    openBookings(db, query),
    receivedByMethod(db, query),
    refundsOf(db, query),
  ]);
  const figures = new Map(departures.map((d) => [d.batchId, { ...emptyFigures(), departures: 1 }]));
  // Every booking, payment and refund is of a batch with a booking, so of a departure above.
  const of = (batchId: string): CollectionsFigures => figures.get(batchId) ?? emptyFigures();
  for (const booking of bookings) {
    const row = of(booking.batchId);
    const owed = balanceOwed(booking, today);
    row.bookings += 1;
    row.seats += booking.seats;
    row.due += owed.due;
    row.overdue += owed.overdue;
  }
  for (const payment of received) {
    const row = of(payment.batchId).received;
    row.byMethod[payment.method] += payment.total;
    row.online += payment.online;
    row.byHand += payment.total - payment.online;
    row.total += payment.total;
  }
  for (const refund of refunds) {
    const row = of(refund.batchId);
    row.refunded += refund.paidBack;
    row.refundOwed += refund.owed;
  }
  for (const row of figures.values()) row.net = row.received.total - row.refunded;
  return { departures, figures };
}

function rowsOf(
  groupBy: CollectionsGroup,
  departures: CollectionsDepartureRow[],
  figures: Map<string, CollectionsFigures>,
): CollectionsRow[] {
  const figuresOf = (departure: CollectionsDepartureRow) => figures.get(departure.batchId) ?? emptyFigures();
  if (groupBy === 'departure')
    return departures.map((departure) => ({
      ...figuresOf(departure),
      key: departure.batchId,
      month: monthOf(departure.startDate),
      departure,
    }));
  // The departures come by start date, so the months do too.
  const months = new Map<string, CollectionsRow>();
  for (const departure of departures) {
    const month = monthOf(departure.startDate);
    let row = months.get(month);
    if (!row) months.set(month, (row = { ...emptyFigures(), key: month, month, departure: null }));
    addFigures(row, figuresOf(departure));
  }
  return [...months.values()];
}

/**
 * The collections screen: per month of departure (default) or per departure, the bookings, the money received
 * by method (online and by hand), refunded, net, due and overdue on `today` (India's calendar), and the totals.
 */
export async function collectionsOf(
  db: DbOrTx,
  query: CollectionsQuery,
  today: string,
): Promise<Collections> {
  if (query.from && query.to && query.from > query.to)
    throw invalidInput('The "from" month is after the "to" month');
  const groupBy = query.groupBy ?? 'month';
  const { departures, figures } = await figuresPerDeparture(db, query, today);
  return {
    groupBy,
    from: query.from ?? null,
    to: query.to ?? null,
    packageId: query.packageId ?? null,
    rows: rowsOf(groupBy, departures, figures),
    totals: sumFigures(figures.values()),
  };
}
