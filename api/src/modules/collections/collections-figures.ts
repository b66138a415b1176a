import { PAYMENT_METHODS, type CollectionsFigures, type ReceivedByMethod } from '@trippy/contracts';

/** Nothing yet: every figure 0. */
export function emptyFigures(): CollectionsFigures {
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as ReceivedByMethod;
  return {
    bookings: 0,
    seats: 0,
    received: { byMethod, online: 0, byHand: 0, total: 0 },
    refunded: 0,
    refundOwed: 0,
    net: 0,
    due: 0,
    overdue: 0,
    departures: 0,
  };
}

/** `add` added into `into` (every figure is a sum, net included: the net of sums is the sum of nets). */
export function addFigures(into: CollectionsFigures, add: CollectionsFigures): CollectionsFigures {
  for (const method of PAYMENT_METHODS) into.received.byMethod[method] += add.received.byMethod[method];
  into.received.online += add.received.online;
  into.received.byHand += add.received.byHand;
  into.received.total += add.received.total;
  into.bookings += add.bookings;
  into.seats += add.seats;
  into.refunded += add.refunded;
  into.refundOwed += add.refundOwed;
  into.net += add.net;
  into.due += add.due;
  into.overdue += add.overdue;
  into.departures += add.departures;
  return into;
}

/** The sum of the figures. */
export const sumFigures = (all: Iterable<CollectionsFigures>): CollectionsFigures => {
  const total = emptyFigures();
  for (const figures of all) addFigures(total, figures);
  return total;
};
