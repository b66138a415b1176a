import { allocateRefund, nextPaymentDue } from '../online-payment';

describe('the next online payment of a booking', () => {
  const advance = { paymentType: 'advance' as const, payableAmount: 498_724, total: 1_994_895 };

  it('is the advance before any money, then the whole balance, then nothing', () => {
    expect(nextPaymentDue({ ...advance, amountPaid: 0 })).toEqual({ kind: 'advance', amount: 498_724 });
    expect(nextPaymentDue({ ...advance, amountPaid: 498_724 })).toEqual({
      kind: 'balance',
      amount: 1_496_171,
    });
    expect(nextPaymentDue({ ...advance, amountPaid: 1_994_895 })).toBeNull();
  });

  it('is the full amount for a booking paid in full, and what is left after a part paid at the office', () => {
    const full = { paymentType: 'full' as const, payableAmount: 1_994_895, total: 1_994_895 };
    expect(nextPaymentDue({ ...full, amountPaid: 0 })).toEqual({ kind: 'full', amount: 1_994_895 });
    expect(nextPaymentDue({ ...full, amountPaid: 100_000 })).toEqual({ kind: 'balance', amount: 1_894_895 });
  });
});

describe('a refund paid back to where the money came from', () => {
  it('goes to the online payments newest first, each at most what it paid, the rest to staff', () => {
    const online = [
      { id: 'pay_balance', amount: 1_496_171 },
      { id: 'pay_advance', amount: 498_724 },
    ];
    expect(allocateRefund(online, 1_000_000)).toEqual({
      toPayments: [{ id: 'pay_balance', amount: 1_000_000 }],
      byStaff: 0,
    });
    expect(allocateRefund(online, 1_994_895)).toEqual({
      toPayments: [
        { id: 'pay_balance', amount: 1_496_171 },
        { id: 'pay_advance', amount: 498_724 },
      ],
      byStaff: 0,
    });
    expect(allocateRefund([{ id: 'pay_advance', amount: 498_724 }], 600_000)).toEqual({
      toPayments: [{ id: 'pay_advance', amount: 498_724 }],
      byStaff: 101_276,
    });
    expect(allocateRefund([], 50_000)).toEqual({ toPayments: [], byStaff: 50_000 });
    expect(allocateRefund(online, 0)).toEqual({ toPayments: [], byStaff: 0 });
  });
});
