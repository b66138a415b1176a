import { nextPaymentDue } from '../online-payment';

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
