import { balanceOwed, firstDayAfter, isMonth, monthOf, seatSplit } from '../index';

describe('balanceOwed', () => {
  const booking = {
    total: 1_000_000,
    amountPaid: 250_000,
    status: 'confirmed',
    balanceDueDate: '2027-05-01',
  };

  it('is the balance left, overdue only once its due date has passed (India’s calendar)', () => {
    expect(balanceOwed(booking, '2027-04-30')).toEqual({ due: 750_000, overdue: 0 });
    expect(balanceOwed(booking, '2027-05-01')).toEqual({ due: 750_000, overdue: 0 });
    expect(balanceOwed(booking, '2027-05-02')).toEqual({ due: 750_000, overdue: 750_000 });
  });

  it('owes nothing once cancelled or paid; without a due date it is never overdue', () => {
    expect(balanceOwed({ ...booking, status: 'cancelled' }, '2027-06-01')).toEqual({ due: 0, overdue: 0 });
    expect(balanceOwed({ ...booking, amountPaid: 1_000_000 }, '2027-06-01')).toEqual({ due: 0, overdue: 0 });
    expect(balanceOwed({ ...booking, amountPaid: 1_200_000 }, '2027-06-01')).toEqual({ due: 0, overdue: 0 });
    expect(balanceOwed({ ...booking, balanceDueDate: null }, '2027-06-01')).toEqual({
      due: 750_000,
      overdue: 0,
    });
  });
});

describe('months', () => {
  it('reads and bounds months', () => {
    expect(['2027-05', '2027-12'].every(isMonth)).toBe(true);
    expect(['2027-13', '2027-5', '27-05', '2027-05-01', ''].some(isMonth)).toBe(false);
    expect(monthOf('2027-05-31')).toBe('2027-05');
    expect(firstDayAfter('2027-05')).toBe('2027-06-01');
    expect(firstDayAfter('2027-12')).toBe('2028-01-01');
  });
});

describe('seatSplit', () => {
  it('splits the taken seats into held and sold: sold + held + left = total', () => {
    expect(seatSplit({ totalSeats: 20, seatsLeft: 8, seatsHeld: 3 })).toEqual({
      seatsSold: 9,
      seatsHeld: 3,
      seatsLeft: 8,
    });
    expect(seatSplit({ totalSeats: 20, seatsLeft: 20, seatsHeld: 0 })).toEqual({
      seatsSold: 0,
      seatsHeld: 0,
      seatsLeft: 20,
    });
  });

  it('never holds more than is taken', () => {
    expect(seatSplit({ totalSeats: 20, seatsLeft: 18, seatsHeld: 5 })).toEqual({
      seatsSold: 0,
      seatsHeld: 2,
      seatsLeft: 18,
    });
  });
});
