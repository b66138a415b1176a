import { balanceReminderDate, balanceReminderState, upcomingBalanceReminders } from '../reminders';

describe('balance reminder dates', () => {
  it('falls 21 and 16 days before departure, across month and year ends', () => {
    expect(balanceReminderDate('2026-12-20', 21)).toBe('2026-11-29');
    expect(balanceReminderDate('2026-12-20', 16)).toBe('2026-12-04');
    expect(balanceReminderDate('2027-01-10', 21)).toBe('2026-12-20');
    expect(balanceReminderDate('2028-03-05', 16)).toBe('2028-02-18'); // leap year
  });

  it('is early the day before, due on its day and until the next reminder, past from then', () => {
    const start = '2026-12-20';
    expect(balanceReminderState(start, 21, '2026-11-28')).toBe('early');
    expect(balanceReminderState(start, 21, '2026-11-29')).toBe('due');
    expect(balanceReminderState(start, 21, '2026-12-03')).toBe('due');
    expect(balanceReminderState(start, 21, '2026-12-04')).toBe('past');
    expect(balanceReminderState(start, 16, '2026-12-03')).toBe('early');
    expect(balanceReminderState(start, 16, '2026-12-04')).toBe('due');
    expect(balanceReminderState(start, 16, '2026-12-19')).toBe('due');
    expect(balanceReminderState(start, 16, '2026-12-20')).toBe('past');
  });

  it('lists the reminders still to send', () => {
    const start = '2026-12-20';
    expect(upcomingBalanceReminders(start, '2026-11-01').map((r) => r.daysBefore)).toEqual([21, 16]);
    expect(upcomingBalanceReminders(start, '2026-11-29')).toEqual([
      { daysBefore: 21, date: '2026-11-29' },
      { daysBefore: 16, date: '2026-12-04' },
    ]);
    expect(upcomingBalanceReminders(start, '2026-12-04').map((r) => r.daysBefore)).toEqual([16]);
    expect(upcomingBalanceReminders(start, '2026-12-20')).toEqual([]);
  });
});
