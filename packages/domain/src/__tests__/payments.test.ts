import {
  amountDue,
  applyPayment,
  balanceDueDateOf,
  operatorRefund,
  remainingAfter,
  todayInIndia,
} from '../index';

describe('applyPayment: integer paise', () => {
  const total = 2_099_895; // ₹20,998.95

  it('an advance then the balance leave nothing to pay', () => {
    const advance = applyPayment({ total, amountPaid: 0 }, 524_974);
    expect(advance).toEqual({ ok: true, amountPaid: 524_974, remainingAmount: 1_574_921 });
    if (!advance.ok) throw new Error('advance refused');
    const balance = applyPayment({ total, amountPaid: advance.amountPaid }, 1_574_921);
    expect(balance).toEqual({ ok: true, amountPaid: total, remainingAmount: 0 });
  });

  it('refuses one paisa more than what is left', () => {
    expect(applyPayment({ total, amountPaid: 2_000_000 }, 99_896)).toEqual({
      ok: false,
      reason: 'overpayment',
      maxAmount: 99_895,
    });
    expect(applyPayment({ total, amountPaid: total }, 1)).toMatchObject({ ok: false, maxAmount: 0 });
  });

  it.each([0, -100, 10.5, Number.NaN])('refuses %p', (amount) => {
    expect(applyPayment({ total, amountPaid: 0 }, amount)).toMatchObject({
      ok: false,
      reason: 'not-positive',
    });
  });
});

describe('remainingAfter', () => {
  it('is the total minus the amount paid, never negative', () => {
    expect(remainingAfter({ total: 1000, amountPaid: 250 })).toBe(750);
    expect(remainingAfter({ total: 1000, amountPaid: 1000 })).toBe(0);
    expect(remainingAfter({ total: 1000, amountPaid: 1200 })).toBe(0);
  });
});

describe('operatorRefund', () => {
  it('refunds 100% of what was paid', () => {
    expect(operatorRefund(524_974)).toEqual({ percent: 100, amount: 524_974 });
    expect(operatorRefund(0)).toEqual({ percent: 100, amount: 0 });
  });
});

describe('todayInIndia', () => {
  it('is a day ahead of UTC after 18:30 UTC', () => {
    expect(todayInIndia(new Date('2025-03-10T18:29:00Z'))).toBe('2025-03-10');
    expect(todayInIndia(new Date('2025-03-10T18:30:00Z'))).toBe('2025-03-11');
  });
});

describe('what a booking still asks for', () => {
  it('nothing once cancelled, whatever was paid; else the total less what was paid', () => {
    expect(amountDue({ status: 'confirmed', total: 1_000_00, amountPaid: 250_00 })).toBe(750_00);
    expect(amountDue({ status: 'pending', total: 1_000_00, amountPaid: 0 })).toBe(1_000_00);
    expect(amountDue({ status: 'cancelled', total: 1_000_00, amountPaid: 250_00 })).toBe(0);
    expect(
      balanceDueDateOf({
        status: 'cancelled',
        total: 1_000_00,
        amountPaid: 250_00,
        balanceDueDate: '2026-12-20',
      }),
    ).toBeNull();
    expect(
      balanceDueDateOf({
        status: 'confirmed',
        total: 1_000_00,
        amountPaid: 250_00,
        balanceDueDate: '2026-12-20',
      }),
    ).toBe('2026-12-20');
    expect(
      balanceDueDateOf({
        status: 'confirmed',
        total: 1_000_00,
        amountPaid: 1_000_00,
        balanceDueDate: '2026-12-20',
      }),
    ).toBeNull();
  });
});
