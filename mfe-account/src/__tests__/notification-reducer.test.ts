import { initialNotifications, notificationReducer as reduce } from '../notifications/notification-reducer';
import { note } from './fixtures';

const older = note('1', '2026-03-01T10:00:00.000Z');
const newer = note('2', '2026-03-02T10:00:00.000Z', true);
const newest = note('3', '2026-03-03T10:00:00.000Z');

describe('notification reducer', () => {
  test('a fetch lists newest first and counts the unread', () => {
    const state = reduce(initialNotifications, { type: 'loaded', items: [older, newest, newer] });
    expect(state.items.map((n) => n._id)).toEqual([newest._id, newer._id, older._id]);
    expect(state.unread).toBe(2);
  });

  test('opening zeroes the unread count and a fetch while open keeps it at zero', () => {
    const loaded = reduce(initialNotifications, { type: 'loaded', items: [older, newest] });
    const opened = reduce(loaded, { type: 'opened' });
    expect(opened).toMatchObject({ open: true, unread: 0 });
    expect(reduce(opened, { type: 'loaded', items: [older, newest] }).unread).toBe(0);
    expect(reduce(opened, { type: 'closed' })).toMatchObject({ open: false, unread: 0 });
  });

  test('a pushed notification is prepended and increments the count (once per id)', () => {
    const loaded = reduce(initialNotifications, { type: 'loaded', items: [older] });
    const pushed = reduce(loaded, { type: 'received', item: newest });
    expect(pushed.items[0]).toBe(newest);
    expect(pushed.items).toHaveLength(2);
    expect(pushed.unread).toBe(2);
    expect(reduce(pushed, { type: 'received', item: newest })).toBe(pushed);
  });

  test('mark all as read sets every item read and zeroes the count', () => {
    const loaded = reduce(initialNotifications, { type: 'loaded', items: [older, newer, newest] });
    const read = reduce(loaded, { type: 'marked-all-read' });
    expect(read.items.every((n) => n.read)).toBe(true);
    expect(read.unread).toBe(0);
    expect(read.items[1]).toBe(loaded.items[1]); // already-read items are kept as they were
  });

  test('a failed fetch keeps the list; logout resets', () => {
    const loaded = reduce(initialNotifications, { type: 'loaded', items: [older] });
    const failed = reduce(reduce(loaded, { type: 'loading' }), { type: 'load-failed' });
    expect(failed).toMatchObject({ loading: false, items: [older], unread: 1 });
    expect(reduce(failed, { type: 'reset' })).toEqual(initialNotifications);
  });
});
