import type { BookingQuote, QuoteChoice, QuotePackage } from '../quote';

/**
 * One booking quote: what is asked on `today` and what `quoteBooking` answers, the figures worked out by hand
 * (paise; GST 5% of the subtotal and the advance 25% of the total, each rounded to the paisa; the balance is
 * due 15 days before departure). Shared with the API's tests, which book the same cases through
 * POST /api/bookings: a case whose `requestedTypeAllowed` is false is refused there, and a case without a
 * batch (`startDate` null) is the pages' only (the API always has one).
 */
export interface QuoteCase {
  name: string;
  pkg: QuotePackage;
  /** Add-ons carry a name so that a test can create them as a package's services. */
  choice: Omit<QuoteChoice, 'addons'> & { addons: ReadonlyArray<{ name: string; price: number }> };
  today: string;
  expected: BookingQuote;
}

const TODAY = '2026-11-23';

export const QUOTE_CASES: readonly QuoteCase[] = [
  {
    name: 'advance for a departure far away: 25% now, the balance 15 days before (across the year end)',
    pkg: { offerPrice: 1_899_900 },
    choice: { startDate: '2027-01-05', seats: 1, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: true,
      paymentType: 'advance',
      requestedTypeAllowed: true,
      // 18,999.00 + 5% GST 949.95 = 19,948.95; 25% of it is 4,987.2375 -> 4,987.24.
      price: {
        subtotal: 1_899_900,
        gst: 94_995,
        total: 1_994_895,
        payableAmount: 498_724,
        remainingAmount: 1_496_171,
      },
      balanceDueDate: '2026-12-21',
      schedule: { advanceAllowed: true, balanceDueDate: '2026-12-21', advancePercent: 25 },
    },
  },
  {
    name: 'advance asked 10 days before departure: full payment, the advance refused',
    pkg: { offerPrice: 1_899_900 },
    choice: { startDate: '2026-12-03', seats: 2, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: false,
      paymentType: 'full',
      requestedTypeAllowed: false,
      price: {
        subtotal: 3_799_800,
        gst: 189_990,
        total: 3_989_790,
        payableAmount: 3_989_790,
        remainingAmount: 0,
      },
      balanceDueDate: null,
      schedule: { advanceAllowed: false, balanceDueDate: null, advancePercent: 25 },
    },
  },
  {
    name: 'advance asked exactly 15 days before departure (the balance would be due today): refused',
    pkg: { offerPrice: 1_000_000 },
    choice: { startDate: '2026-12-08', seats: 1, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: false,
      paymentType: 'full',
      requestedTypeAllowed: false,
      price: {
        subtotal: 1_000_000,
        gst: 50_000,
        total: 1_050_000,
        payableAmount: 1_050_000,
        remainingAmount: 0,
      },
      balanceDueDate: null,
      schedule: { advanceAllowed: false, balanceDueDate: null, advancePercent: 25 },
    },
  },
  {
    name: 'advance asked 16 days before departure: allowed, the balance due tomorrow',
    pkg: { offerPrice: 1_000_000 },
    choice: { startDate: '2026-12-09', seats: 1, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: true,
      paymentType: 'advance',
      requestedTypeAllowed: true,
      price: {
        subtotal: 1_000_000,
        gst: 50_000,
        total: 1_050_000,
        payableAmount: 262_500,
        remainingAmount: 787_500,
      },
      balanceDueDate: '2026-11-24',
      schedule: { advanceAllowed: true, balanceDueDate: '2026-11-24', advancePercent: 25 },
    },
  },
  {
    name: 'no batch chosen yet: full payment only, no schedule',
    pkg: { offerPrice: 1_250_000 },
    choice: { startDate: null, seats: 1, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: false,
      paymentType: 'full',
      requestedTypeAllowed: false,
      price: {
        subtotal: 1_250_000,
        gst: 62_500,
        total: 1_312_500,
        payableAmount: 1_312_500,
        remainingAmount: 0,
      },
      balanceDueDate: null,
      schedule: null,
    },
  },
  {
    name: 'three seats with two add-ons per person, advance',
    pkg: { offerPrice: 1_899_900 },
    choice: {
      startDate: '2027-05-10',
      seats: 3,
      addons: [
        { name: 'Helicopter', price: 500_000 },
        { name: 'Pony', price: 250_000 },
      ],
      paymentType: 'advance',
    },
    today: TODAY,
    expected: {
      advanceAllowed: true,
      paymentType: 'advance',
      requestedTypeAllowed: true,
      // (18,999 + 5,000 + 2,500) x 3 = 79,497; GST 3,974.85; total 83,471.85; 25% is 20,867.9625 -> 20,867.96.
      price: {
        subtotal: 7_949_700,
        gst: 397_485,
        total: 8_347_185,
        payableAmount: 2_086_796,
        remainingAmount: 6_260_389,
      },
      balanceDueDate: '2027-04-25',
      schedule: { advanceAllowed: true, balanceDueDate: '2027-04-25', advancePercent: 25 },
    },
  },
  {
    name: 'full payment for a departure far away: all now, no balance date (the schedule still offers one)',
    pkg: { offerPrice: 999_900 },
    choice: {
      startDate: '2027-01-05',
      seats: 2,
      addons: [{ name: 'Pony', price: 150_000 }],
      paymentType: 'full',
    },
    today: TODAY,
    expected: {
      advanceAllowed: true,
      paymentType: 'full',
      requestedTypeAllowed: true,
      // (9,999 + 1,500) x 2 = 22,998; GST 1,149.90.
      price: {
        subtotal: 2_299_800,
        gst: 114_990,
        total: 2_414_790,
        payableAmount: 2_414_790,
        remainingAmount: 0,
      },
      balanceDueDate: null,
      schedule: { advanceAllowed: true, balanceDueDate: '2026-12-21', advancePercent: 25 },
    },
  },
  {
    name: 'odd paise: GST and the advance rounded to the paisa',
    pkg: { offerPrice: 1_234_567 },
    choice: { startDate: '2027-01-05', seats: 1, addons: [], paymentType: 'advance' },
    today: TODAY,
    expected: {
      advanceAllowed: true,
      paymentType: 'advance',
      requestedTypeAllowed: true,
      // GST 61,728.35 paise -> 61,728; 25% of 1,296,295 is 324,073.75 -> 324,074.
      price: {
        subtotal: 1_234_567,
        gst: 61_728,
        total: 1_296_295,
        payableAmount: 324_074,
        remainingAmount: 972_221,
      },
      balanceDueDate: '2026-12-21',
      schedule: { advanceAllowed: true, balanceDueDate: '2026-12-21', advancePercent: 25 },
    },
  },
];
