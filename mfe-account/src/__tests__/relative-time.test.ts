import { relativeTime } from '../notifications/relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test('relative times', () => {
  expect(relativeTime(ago(10_000), NOW)).toBe('just now');
  expect(relativeTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
  expect(relativeTime(ago(3 * 3_600_000), NOW)).toBe('3 h ago');
  expect(relativeTime(ago(30 * 3_600_000), NOW)).toBe('yesterday');
  expect(relativeTime(ago(4 * 86_400_000), NOW)).toBe('4 days ago');
  expect(relativeTime('2026-01-02T00:00:00.000Z', NOW)).toMatch(/2 Jan 2026/);
  expect(relativeTime('not a date', NOW)).toBe('');
});
