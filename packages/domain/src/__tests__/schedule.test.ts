import {
  batchChangeAllowed,
  batchChangeDeadline,
  balanceDueDateFrom,
  bookingPaymentStatus,
  paymentScheduleFor,
  priceBatchChange,
  travellersEditable,
  type PaymentStatusInput,
} from '../index';

describe('paymentScheduleFor', () => {
  it('refuses the advance for a departure 10 days away (the 23 Nov booking for 3 Dec)', () => {
    expect(paymentScheduleFor('2026-12-03', '2026-11-23')).toEqual({
      advanceAllowed: false,
      balanceDueDate: null,
      advancePercent: 25,
    });
  });

  it('refuses it at exactly 15 days (the balance would be due today) and allows it at 16', () => {
    expect(paymentScheduleFor('2026-12-08', '2026-11-23').advanceAllowed).toBe(false);
    expect(paymentScheduleFor('2026-12-09', '2026-11-23')).toEqual({
      advanceAllowed: true,
      balanceDueDate: '2026-11-24',
      advancePercent: 25,
    });
  });

  it('never gives a due date before today', () => {
    for (let days = 0; days < 60; days += 1) {
      const start = new Date(Date.UTC(2026, 10, 23 + days)).toISOString().slice(0, 10);
      const { balanceDueDate } = paymentScheduleFor(start, '2026-11-23');
      if (balanceDueDate !== null) expect(balanceDueDate > '2026-11-23').toBe(true);
    }
  });

  it('crosses month and year ends', () => {
    expect(paymentScheduleFor('2027-01-05', '2026-11-01').balanceDueDate).toBe('2026-12-21');
  });
});

describe('balanceDueDateFrom', () => {
  it('is 15 days before departure, or today when that is past', () => {
    expect(balanceDueDateFrom('2026-12-31', '2026-11-23')).toBe('2026-12-16');
    expect(balanceDueDateFrom('2026-12-03', '2026-11-23')).toBe('2026-11-23');
  });
});

const base: PaymentStatusInput = {
  status: 'pending',
  paymentType: 'advance',
  total: 100_000,
  payableAmount: 25_000,
  amountPaid: 0,
  balanceDueDate: '2026-12-16',
  refundAmount: null,
  today: '2026-11-23',
};

describe('bookingPaymentStatus', () => {
  it('asks for the advance before the balance date', () => {
    expect(bookingPaymentStatus(base)).toEqual({
      amountPaid: 0,
      dueNow: 25_000,
      balance: 100_000,
      balanceDueDate: '2026-12-16',
      overdue: false,
      owedToCustomer: 0,
    });
  });

  it('asks for nothing now once the advance is paid, and for the balance on its date', () => {
    expect(bookingPaymentStatus({ ...base, amountPaid: 25_000 }).dueNow).toBe(0);
    const onDate = bookingPaymentStatus({ ...base, amountPaid: 25_000, today: '2026-12-16' });
    expect(onDate).toMatchObject({ dueNow: 75_000, balance: 75_000, overdue: false });
  });

  it('flags an open balance the day after its date', () => {
    expect(bookingPaymentStatus({ ...base, amountPaid: 25_000, today: '2026-12-17' }).overdue).toBe(true);
    expect(bookingPaymentStatus({ ...base, amountPaid: 100_000, today: '2026-12-17' })).toMatchObject({
      overdue: false,
      dueNow: 0,
      balance: 0,
      balanceDueDate: null,
    });
  });

  it('asks for everything now on a full payment', () => {
    const full = bookingPaymentStatus({ ...base, paymentType: 'full', payableAmount: 100_000 });
    expect(full).toMatchObject({ dueNow: 100_000, balanceDueDate: null, overdue: false });
  });

  it('owes back money paid above a lowered total, and the refund of a cancelled booking', () => {
    expect(bookingPaymentStatus({ ...base, amountPaid: 100_000, total: 90_000 })).toMatchObject({
      balance: 0,
      dueNow: 0,
      owedToCustomer: 10_000,
    });
    expect(
      bookingPaymentStatus({ ...base, status: 'cancelled', amountPaid: 25_000, refundAmount: 25_000 }),
    ).toEqual({
      amountPaid: 25_000,
      dueNow: 0,
      balance: 0,
      balanceDueDate: null,
      overdue: false,
      owedToCustomer: 25_000,
    });
  });
});

describe('deadlines', () => {
  it('lets travellers be edited until 7 days before departure', () => {
    expect(travellersEditable('2026-12-03', '2026-11-26')).toBe(true);
    expect(travellersEditable('2026-12-03', '2026-11-27')).toBe(false);
  });

  it('lets a batch change happen until 15 days before departure', () => {
    expect(batchChangeDeadline('2026-12-20')).toBe('2026-12-05');
    expect(batchChangeAllowed('2026-12-20', '2026-12-05')).toBe(true);
    expect(batchChangeAllowed('2026-12-20', '2026-12-06')).toBe(false);
  });
});

describe('priceBatchChange', () => {
  it('prices the same seats and add-ons with GST and gives the signed difference', () => {
    const up = priceBatchChange({
      offerPrice: 1_000_000,
      seats: 2,
      addons: [{ price: 100_000 }],
      paymentType: 'advance',
      currentTotal: 2_100_000,
    });
    expect(up).toMatchObject({ subtotal: 2_200_000, gst: 110_000, total: 2_310_000, difference: 210_000 });
    const down = priceBatchChange({
      offerPrice: 900_000,
      seats: 2,
      addons: [],
      paymentType: 'full',
      currentTotal: 2_310_000,
    });
    expect(down.total).toBe(1_890_000);
    expect(down.difference).toBe(-420_000);
  });
});
