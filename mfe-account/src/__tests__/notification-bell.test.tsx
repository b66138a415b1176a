import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Notification } from '@trippy/contracts';
import { clearSession, storeLogin } from '@trippy/session';
import { fetchNotifications, markAllNotificationsRead } from '../api/account-api';
import { connectRealtime } from '../notifications/realtime-client';
import { NotificationBell } from '../notifications/notification-bell';
import { CUSTOMER, note } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../api/account-api', () => ({
  fetchNotifications: jest.fn(),
  markAllNotificationsRead: jest.fn(),
}));
jest.mock('../notifications/realtime-client', () => ({ connectRealtime: jest.fn() }));
const fetchList = fetchNotifications as jest.MockedFunction<typeof fetchNotifications>;
const markAll = markAllNotificationsRead as jest.MockedFunction<typeof markAllNotificationsRead>;
const connect = connectRealtime as jest.MockedFunction<typeof connectRealtime>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
let push: (n: Notification) => void = () => undefined;
const disconnect = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  connect.mockImplementation(({ onNotification }) => {
    push = onNotification;
    return disconnect;
  });
  markAll.mockResolvedValue();
  fetchList.mockResolvedValue([note('1', minutesAgo(90)), note('2', minutesAgo(5), true)]);
  storeLogin({ _id: CUSTOMER._id, token: 'token-1', customer: CUSTOMER });
});
afterEach(() => clearSession());

test('hidden for visitors', () => {
  clearSession();
  render(<NotificationBell />);
  expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  expect(fetchList).not.toHaveBeenCalled();
});

test('fetches and connects on login, the dot shows the unread, opening zeroes it and refetches', async () => {
  render(<NotificationBell />);
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
  expect(fetchList).toHaveBeenCalledWith(CUSTOMER._id);
  expect(connect).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-1', userId: CUSTOMER._id }));

  await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
  expect(fetchList).toHaveBeenCalledTimes(2);
  expect(screen.queryByTestId('notification-dot')).toBeNull();
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  const items = panel.querySelectorAll('li');
  expect(items[0]).toHaveTextContent('note 2'); // newest first
  expect(items[0]).toHaveTextContent('5 min ago');
  expect(items[1]).toHaveTextContent('1 h ago');
});

test('a pushed notification: prepended, counted, info toast (with the fallback copy)', async () => {
  render(<NotificationBell />);
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  act(() => push(note('3', new Date().toISOString(), false, 'Booking received: Kedarnath')));
  // sonner is fetched with the first toast (@trippy/ui's toast), so the call lands a moment later.
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Booking received: Kedarnath'));
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  act(() => push(note('4', new Date().toISOString(), false, '')));
  await waitFor(() => expect(toast.info).toHaveBeenLastCalledWith('You have a new notification!'));
  fetchList.mockImplementation(() => new Promise(() => undefined)); // keep the pushed list on open
  await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
  expect(screen.getByRole('dialog').querySelector('li')).toHaveTextContent('just now');
});

test('mark all as read: every item read, persisted on the server', async () => {
  render(<NotificationBell />);
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
  await screen.findByText('note 1');
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(markAll).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('fetch errors are only logged; logout disconnects and hides the bell', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchList.mockRejectedValue(new Error('down'));
  render(<NotificationBell />);
  await act(async () => undefined);
  expect(log).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  act(() => clearSession());
  expect(disconnect).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  log.mockRestore();
});
