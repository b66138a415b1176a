import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { http } from '@trippy/api-client';
import type { WaitlistEntry } from '@trippy/contracts';
import { sessionStore } from '@trippy/session';
import WaitlistControl from '../waitlist/waitlist-control';

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

const BATCH = 'b'.repeat(24);
let sent: RequestConfig[];
let answer: (config: RequestConfig) => { status: number; data: unknown };
const originalAdapter = http.defaults.adapter;

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: 'c'.repeat(24),
    batchId: BATCH,
    packageId: 'd'.repeat(24),
    packageName: 'Valley of Flowers',
    packageSlug: 'valley-of-flowers-trek',
    startDate: '2027-05-01',
    endDate: '2027-05-05',
    seats: 3,
    status: 'waiting',
    position: 3,
    offer: null,
    bookingId: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  sent = [];
  http.defaults.adapter = (async (config) => {
    sent.push(config);
    const { status, data } = answer(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400)
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  }) as Adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const signIn = () =>
  sessionStore.setState({ status: 'authenticated', userId: 'a'.repeat(24), token: 't', customer: null });
const signOut = () => sessionStore.setState({ status: 'unauthenticated', userId: null, token: null });

function LoginProbe() {
  const state = useLocation().state as { from: { pathname: string; state: unknown } };
  return <p>login with {JSON.stringify(state.from)}</p>;
}

const renderControl = (seats = 3) =>
  render(
    <MemoryRouter initialEntries={['/packages/valley-of-flowers-trek']}>
      <Routes>
        <Route path="/packages/:slug" element={<WaitlistControl batchId={BATCH} seats={seats} />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );

test('signed out: Join the waitlist goes to /login and brings the batch and seats back', async () => {
  signOut();
  answer = () => ({ status: 500, data: {} });
  renderControl(2);
  await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist for 2 seats' }));
  expect(
    screen.getByText(
      `login with ${JSON.stringify({
        pathname: '/packages/valley-of-flowers-trek',
        search: '',
        state: { waitlist: { batchId: BATCH, seats: 2 } },
      })}`,
    ),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('signed in: joining sends the seats and shows the place in line', async () => {
  signIn();
  answer = (config) =>
    config.method === 'get'
      ? { status: 200, data: { success: true, data: [entry({ batchId: 'e'.repeat(24) })], page: {} } }
      : { status: 201, data: { success: true, data: entry({ position: 3, seats: 3 }) } };
  renderControl(3);
  const join = await screen.findByRole('button', { name: 'Join the waitlist for 3 seats' });
  await userEvent.click(join);
  expect(
    await screen.findByText(
      'You are number 3 in line for 3 seats; we will email and notify you when seats free up; an offer is held for 24 hours.',
    ),
  ).toBeInTheDocument();
  const post = sent.find((c) => c.method === 'post')!;
  expect(post.url).toBe(`/api/batches/${BATCH}/waitlist`);
  expect(JSON.parse(post.data as string)).toEqual({ seats: 3 });
});

test("the server's refusal (409) is shown as it says it", async () => {
  signIn();
  answer = (config) =>
    config.method === 'get'
      ? { status: 200, data: { success: true, data: [], page: {} } }
      : { status: 409, data: { success: false, message: 'Seats are available on this batch: book them' } };
  renderControl(1);
  await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist for 1 seat' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Seats are available on this batch: book them');
});

test('an existing entry is shown instead of the button; an offer links to the held seats', async () => {
  signIn();
  const offered = entry({
    status: 'offered',
    position: null,
    seats: 2,
    offer: {
      offeredAt: '2026-11-24T04:00:00.000Z',
      expiresAt: '2026-11-25T04:00:00.000Z',
      path: `/booking/${'d'.repeat(24)}?offer=${'c'.repeat(24)}`,
    },
  });
  answer = () => ({ status: 200, data: { success: true, data: [offered], page: {} } });
  renderControl(2);
  expect(await screen.findByText(/2 seats are held for you until 25 Nov/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book the held seats' })).toHaveAttribute(
    'href',
    offered.offer!.path,
  );
  expect(screen.queryByRole('button', { name: /Join the waitlist/ })).toBeNull();
});

test('a waiting entry shows its place and can be left', async () => {
  signIn();
  answer = (config) =>
    config.method === 'get'
      ? { status: 200, data: { success: true, data: [entry({ position: 5 })], page: {} } }
      : { status: 200, data: { success: true, data: entry({ status: 'left', position: null }) } };
  renderControl(3);
  expect(await screen.findByText(/You are number 5 in line for 3 seats/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
  expect(await screen.findByRole('button', { name: 'Join the waitlist for 3 seats' })).toBeInTheDocument();
  expect(sent.find((c) => c.method === 'delete')?.url).toBe(`/api/waitlist/${'c'.repeat(24)}`);
});
