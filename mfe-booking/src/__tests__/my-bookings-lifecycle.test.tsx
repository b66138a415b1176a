import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import type { BatchChangeOptions, Booking } from '@trippy/contracts';
import {
  changeBatch,
  fetchBatchChangeOptions,
  fetchMyBookings,
  fetchMyWaitlist,
  updateTravellers,
} from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { MyBookings } from '../my-bookings/my-bookings';
import { differenceText } from '../my-bookings/change-batch';
import { logIn, makeBooking } from './fixtures';

jest.setTimeout(30_000);
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchMyBookings: jest.fn(),
  fetchMyWaitlist: jest.fn(),
  updateTravellers: jest.fn(),
  fetchBatchChangeOptions: jest.fn(),
  changeBatch: jest.fn(),
}));
const list = fetchMyBookings as jest.MockedFunction<typeof fetchMyBookings>;
const waitlist = fetchMyWaitlist as jest.MockedFunction<typeof fetchMyWaitlist>;
const put = updateTravellers as jest.MockedFunction<typeof updateTravellers>;
const options = fetchBatchChangeOptions as jest.MockedFunction<typeof fetchBatchChangeOptions>;
const move = changeBatch as jest.MockedFunction<typeof changeBatch>;

beforeEach(() => {
  jest.clearAllMocks();
  waitlist.mockResolvedValue([]);
  logIn();
});

function renderWidget() {
  return render(
    <MemoryRouter>
      <MyBookings />
    </MemoryRouter>,
  );
}

test('money: paid, due now, the rest with its date; paid in full; an operator cancellation refunds in money', async () => {
  const advance = makeBooking({ paymentType: 'advance', seats: 2 });
  const paid = {
    ...makeBooking({ paymentType: 'full' }),
    _id: '8'.repeat(24),
    payment: { ...advance.payment, amountPaid: 500_000, dueNow: 0, balance: 0, balanceDueDate: null },
  };
  const cancelled: Booking = {
    ...makeBooking(),
    _id: '7'.repeat(24),
    metadata: { ...advance.metadata, status: 'cancelled', state: 'cancelled' },
    payment: { ...advance.payment, amountPaid: 617_284, dueNow: 0, balance: 0, owedToCustomer: 617_284 },
    refund: {
      percent: 100,
      amount: 617_284,
      cancelledAt: '2026-11-23T10:00:00Z',
      cancelledBy: 'operator',
      note: 'Departure cancelled by the operator: road closed.',
    },
  };
  list.mockResolvedValue([advance, paid, cancelled]);
  renderWidget();
  const [first, second, third] = await screen.findAllByTestId('my-booking');
  expect(within(first!).getByTestId('paid')).toHaveTextContent(formatRupees(0));
  expect(within(first!).getByTestId('due-now')).toHaveTextContent(formatRupees(advance.payment.dueNow));
  expect(within(first!).getByTestId('balance')).toHaveTextContent(
    `${formatRupees(advance.payment.balance - advance.payment.dueNow)} due by 25 Apr 2027`,
  );
  expect(within(second!).getByTestId('balance')).toHaveTextContent('Paid in full');
  expect(within(second!).queryByTestId('due-now')).toBeNull();
  expect(within(third!).getByTestId('refund')).toHaveTextContent(`${formatRupees(617_284)} (100%)`);
  expect(within(third!).getByTestId('refund-note')).toHaveTextContent(
    `road closed. ${formatRupees(617_284)} (100%) is paid back to you in money`,
  );
  expect(within(third!).queryByRole('button', { name: 'Change batch' })).toBeNull();
  expect(within(third!).queryByRole('button', { name: 'Edit travellers' })).toBeNull();
});

test('travellers shown masked; Edit asks every number again, checks them and saves with PUT', async () => {
  const booking = makeBooking({ seats: 2 });
  list.mockResolvedValue([booking]);
  const saved: Booking = {
    ...booking,
    travellers: booking.travellers.map((t, i) => (i === 1 ? { ...t, fullName: 'Ravi Negi' } : t)),
  };
  put.mockResolvedValue(saved);
  const user = userEvent.setup();
  renderWidget();
  const item = await screen.findByTestId('my-booking');
  expect(within(item).getByTestId('travellers')).toHaveTextContent('Aadhaar XXXX XXXX 1234');
  expect(within(item).getByTestId('travellers')).not.toHaveTextContent(/\d{12}/);
  await user.click(within(item).getByRole('button', { name: 'Edit travellers' }));
  const boxes = within(item).getAllByTestId('traveller');
  expect(within(boxes[0]!).getByLabelText('Name as on ID')).toHaveValue('Asha Rawat');
  expect(within(boxes[0]!).getByLabelText('ID number')).toHaveValue('');
  await user.click(within(item).getByRole('button', { name: 'Save travellers' }));
  expect(within(item).getByRole('alert', { name: 'Check the travellers' })).toHaveTextContent(
    'Traveller 1: enter the identity document number',
  );
  expect(put).not.toHaveBeenCalled();
  await user.type(within(boxes[0]!).getByLabelText('ID number'), '123456781234');
  const name2 = within(boxes[1]!).getByLabelText('Name as on ID');
  await user.clear(name2);
  await user.type(name2, 'Ravi Negi');
  await user.type(within(boxes[1]!).getByLabelText('ID number'), 'm7654567');
  await user.click(within(item).getByRole('button', { name: 'Save travellers' }));
  await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
  expect(put.mock.calls[0]![1][1]).toEqual({
    fullName: 'Ravi Negi',
    age: 30,
    gender: 'male',
    idType: 'passport',
    idNumber: 'M7654567',
  });
  await waitFor(() => expect(within(item).getByTestId('travellers')).toHaveTextContent('Ravi Negi'));
});

test('change batch: the difference is shown before confirming, then the booking moves', async () => {
  const booking = makeBooking({ seats: 2 });
  list.mockResolvedValue([booking]);
  const offered: BatchChangeOptions = {
    bookingId: booking._id,
    currentBatch: { batchId: booking.batchDetails.batchId, startDate: '2027-05-10', endDate: '2027-05-15' },
    currentTotal: booking.bookingInfo.total,
    changeAllowedUntil: '2027-04-25',
    allowed: true,
    options: [
      {
        batchId: 'b'.repeat(24),
        startDate: '2027-06-10',
        endDate: '2027-06-15',
        seatsLeft: 12,
        availability: 'available',
        newTotal: booking.bookingInfo.total + 105_000,
        difference: 105_000,
      },
    ],
  };
  options.mockResolvedValue(offered);
  const moved: Booking = {
    ...booking,
    batchDetails: {
      ...booking.batchDetails,
      batchId: 'b'.repeat(24),
      startDate: '2027-06-10',
      endDate: '2027-06-15',
    },
  };
  move.mockResolvedValue({
    booking: moved,
    change: {
      _id: 'd'.repeat(24),
      bookingId: booking._id,
      fromBatchId: booking.batchDetails.batchId,
      toBatchId: 'b'.repeat(24),
      fromStartDate: '2027-05-10',
      toStartDate: '2027-06-10',
      previousTotal: booking.bookingInfo.total,
      newTotal: booking.bookingInfo.total + 105_000,
      difference: 105_000,
      createdAt: '2026-11-24T00:00:00Z',
    },
  });
  const user = userEvent.setup();
  renderWidget();
  const item = await screen.findByTestId('my-booking');
  await user.click(within(item).getByRole('button', { name: 'Change batch' }));
  const option = await within(item).findByTestId('batch-option');
  expect(option).toHaveTextContent(`+${formatRupees(105_000)} to pay`);
  expect(within(item).queryByRole('button', { name: 'Confirm change' })).toBeNull();
  await user.click(within(option).getByRole('radio'));
  expect(within(item).getByTestId('change-confirm')).toHaveTextContent(`+${formatRupees(105_000)} to pay`);
  expect(move).not.toHaveBeenCalled();
  await user.click(within(item).getByRole('button', { name: 'Confirm change' }));
  await waitFor(() => expect(move).toHaveBeenCalledWith(booking._id, 'b'.repeat(24)));
  await waitFor(() => expect(screen.getByTestId('my-booking')).toHaveTextContent('10 Jun 2027'));
});

test('difference wording', () => {
  expect(differenceText(0)).toBe('Same price');
  expect(differenceText(-52_500)).toBe(`${formatRupees(52_500)} back to you`);
  expect(differenceText(1)).toBe(`+${formatRupees(1)} to pay`);
});

test('waitlist: place in line, an open offer with Book now', async () => {
  list.mockResolvedValue([]);
  const base = {
    batchId: 'b'.repeat(24),
    packageId: 'a'.repeat(24),
    packageName: 'Kedarnath Yatra',
    packageSlug: 'kedarnath',
    startDate: '2027-05-10',
    endDate: '2027-05-15',
    seats: 2,
    bookingId: null,
    createdAt: '2026-11-20T00:00:00Z',
  };
  waitlist.mockResolvedValue([
    { ...base, _id: '1'.repeat(24), status: 'waiting', position: 3, offer: null },
    {
      ...base,
      _id: '2'.repeat(24),
      status: 'offered',
      position: null,
      offer: {
        offeredAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        path: `/booking/${'a'.repeat(24)}?offer=${'2'.repeat(24)}`,
      },
    },
  ]);
  renderWidget();
  const entries = await screen.findAllByTestId('waitlist-entry');
  expect(entries[0]).toHaveTextContent('Number 3 in line');
  expect(entries[1]).toHaveTextContent('2 seats are held for you until');
  expect(within(entries[1]!).getByRole('link', { name: 'Book now' })).toHaveAttribute(
    'href',
    `/booking/${'a'.repeat(24)}?offer=${'2'.repeat(24)}`,
  );
  expect(within(entries[0]!).getByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
});
