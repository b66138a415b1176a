import { LEAD_CALLBACK_HOURS, leadWait } from '../index';

describe('leadWait (the 24-hour callback promise)', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it('counts whole minutes since the enquiry', () => {
    expect(leadWait({ status: 'new', createdAt: hoursAgo(3) }, now)).toEqual({
      minutes: 180,
      overdue: false,
    });
    expect(leadWait({ status: 'new', createdAt: new Date(now.getTime() - 90_500) }, now).minutes).toBe(1);
  });

  it('is overdue only when a new lead has waited more than 24 hours', () => {
    expect(LEAD_CALLBACK_HOURS).toBe(24);
    expect(leadWait({ status: 'new', createdAt: hoursAgo(24) }, now).overdue).toBe(false);
    expect(leadWait({ status: 'new', createdAt: hoursAgo(24.02) }, now).overdue).toBe(true);
    for (const status of ['contacted', 'converted', 'lost'])
      expect(leadWait({ status, createdAt: hoursAgo(72) }, now).overdue).toBe(false);
  });

  it('never answers a negative or invalid wait', () => {
    expect(leadWait({ status: 'new', createdAt: hoursAgo(-1) }, now)).toEqual({ minutes: 0, overdue: false });
    expect(leadWait({ status: 'new', createdAt: 'not a date' }, now)).toEqual({ minutes: 0, overdue: false });
  });
});
