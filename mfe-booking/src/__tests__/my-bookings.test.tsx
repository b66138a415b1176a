import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import type { Booking, RefundQuote } from '@trippy/contracts';
import { fetchMyBookings, fetchMyWaitlist } from '@trippy/api-client';
import { cancelBooking, fetchRefundQuote } from '../my-bookings/cancel-api';
import { formatRupees, refundFor } from '@trippy/domain';
import { CancelDialogView } from '../my-bookings/cancel-dialog';
import { MyBookings } from '../my-bookings/my-bookings';
import { logIn, makeBooking, paidBooking } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchMyBookings: jest.fn(),
  fetchMyWaitlist: jest.fn(),
  updateTravellers: jest.fn(),
  fetchBatchChangeOptions: jest.fn(),
  changeBatch: jest.fn(),
  fetchInvoices: jest.fn(),
  downloadInvoicePdf: jest.fn(),
  leaveWaitlist: jest.fn(),
}));
jest.mock('../my-bookings/cancel-api', () => ({ fetchRefundQuote: jest.fn(), cancelBooking: jest.fn() }));
const list = fetchMyBookings as jest.MockedFunction<typeof fetchMyBookings>;
const waitlist = fetchMyWaitlist as jest.MockedFunction<typeof fetchMyWaitlist>;
const quoteOf = fetchRefundQuote as jest.MockedFunction<typeof fetchRefundQuote>;
const cancel = cancelBooking as jest.MockedFunction<typeof cancelBooking>;

/** A quote as the server computes it: the domain's refundFor on the amount paid. */
function quote(days: number, travellers: number, amountPaid = 1_234_567): RefundQuote {
  return {
    bookingId: '9'.repeat(24),
    daysBeforeDeparture: days,
    travellers,
    amountPaid,
    ...refundFor({ daysBeforeDeparture: days, travellers, amountPaid }),
  };
}

function renderDialog(q: RefundQuote, handlers = { onConfirm: jest.fn(), onClose: jest.fn() }) {
  render(
    <MemoryRouter>
      <button type="button">before</button>
      <CancelDialogView booking={makeBooking()} quote={q} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

beforeEach(() => {
  jest.clearAllMocks();
  waitlist.mockResolvedValue([]);
  logIn();
});

describe('refund preview at the table boundaries', () => {
  test.each([
    [45, 9, 100, 'Standard', '45 days or more'],
    [44, 9, 75, 'Standard', '31 to 44 days'],
    [31, 9, 75, 'Standard', '31 to 44 days'],
    [30, 9, 50, 'Standard', '16 to 30 days'],
    [16, 9, 50, 'Standard', '16 to 30 days'],
    [15, 9, 25, 'Standard', '8 to 15 days'],
    [8, 1, 25, 'Standard', '8 to 15 days'],
    [7, 1, 0, 'Standard', '0 to 7 days'],
    [0, 1, 0, 'Standard', '0 to 7 days'],
    [45, 10, 90, 'Group', '45 days or more'],
    [44, 10, 70, 'Group', '30 to 44 days'],
    [30, 12, 70, 'Group', '30 to 44 days'],
    [29, 12, 40, 'Group', '15 to 29 days'],
    [15, 20, 40, 'Group', '15 to 29 days'],
    [14, 20, 0, 'Group', 'under 15 days'],
  ])('%i days, %i travellers: %i%% (%s table, %s)', (days, travellers, percent, table, band) => {
    const q = quote(days, travellers);
    expect(q.percent).toBe(percent);
    renderDialog(q);
    const preview = screen.getByTestId('refund-preview');
    expect(preview).toHaveTextContent(
      `${table === 'Group' ? 'Group booking table' : 'Standard cancellation table'}`,
    );
    expect(preview).toHaveTextContent(`${band}`);
    expect(preview).toHaveTextContent(`${percent}% refund`);
    expect(screen.getByTestId('refund-amount')).toHaveTextContent(
      formatRupees(Math.round((1_234_567 * percent) / 100)),
    );
    expect(preview).toHaveTextContent(formatRupees(1_234_567));
    if (percent === 0) expect(preview).toHaveTextContent('No refund is due if you cancel now.');
  });
});

describe('the cancel dialog', () => {
  test('is a modal dialog that traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose, onConfirm } = renderDialog(quote(40, 2));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('Escape does nothing while the cancellation is under way', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <MemoryRouter>
        <CancelDialogView
          booking={makeBooking()}
          quote={quote(40, 2)}
          busy
          onConfirm={jest.fn()}
          onClose={onClose}
        />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });
});

describe('My bookings widget', () => {
  const renderWidget = () =>
    render(
      <MemoryRouter>
        <MyBookings />
      </MemoryRouter>,
    );

  test('empty state links to /packages', async () => {
    list.mockResolvedValue([]);
    renderWidget();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore packages' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'Cancellation and refund policy' })).toHaveAttribute(
      'href',
      '/cancellation-refund',
    );
  });

  test('lists bookings with status, dates, amounts and balance due; cancel shows the quote and updates in place', async () => {
    const booking = makeBooking({ paymentType: 'advance', seats: 2 });
    const full = { ...makeBooking({ paymentType: 'full' }), _id: '8'.repeat(24) };
    list.mockResolvedValue([booking, full]);
    const q = quote(40, 2, booking.bookingInfo.payableAmount);
    quoteOf.mockResolvedValue(q);
    const cancelled: Booking = {
      ...booking,
      metadata: { ...booking.metadata, status: 'cancelled', state: 'cancelled' },
      refund: {
        percent: q.percent,
        amount: q.amount,
        cancelledAt: '2026-11-22T11:00:00Z',
        cancelledBy: 'customer',
        note: '',
      },
    };
    cancel.mockResolvedValue(cancelled);
    const user = userEvent.setup();
    renderWidget();
    const items = await screen.findAllByTestId('my-booking');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first).toHaveTextContent('Awaiting payment');
    expect(first).toHaveTextContent('Booking reference TH-26-00042');
    expect(first).toHaveTextContent('10 May 2027 – 15 May 2027');
    expect(first).toHaveTextContent(formatRupees(booking.bookingInfo.total));
    expect(first).toHaveTextContent(`Advance ${formatRupees(booking.bookingInfo.payableAmount)}`);
    expect(first).toHaveTextContent(
      `${formatRupees(booking.bookingInfo.remainingAmount)} due by 25 Apr 2027`,
    );
    expect(items[1]).toHaveTextContent('Full payment');

    await user.click(within(first).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('refund-preview');
    expect(quoteOf).toHaveBeenCalledWith(booking._id);
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(formatRupees(q.amount));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel).toHaveBeenCalledWith(booking._id);
    const updated = screen.getAllByTestId('my-booking')[0]!;
    expect(updated).toHaveTextContent('Cancelled');
    expect(within(updated).getByTestId('refund')).toHaveTextContent(`${formatRupees(q.amount)} (75%)`);
    expect(within(updated).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  test('a cancelled booking says where its refund is: on its way back, paid, or with our team', async () => {
    const booking = paidBooking(makeBooking());
    const paid = booking.payment.amountPaid;
    const cancelled = (progress: NonNullable<Booking['refund']>['progress']): Booking => ({
      ...booking,
      metadata: { ...booking.metadata, status: 'cancelled', state: 'cancelled' },
      refund: {
        percent: 100,
        amount: paid,
        cancelledAt: '2026-11-22T11:00:00Z',
        cancelledBy: 'customer',
        note: '',
        progress,
      },
    });
    list.mockResolvedValue([
      cancelled({ inProgress: paid - 10_000, paidBack: 0, byHand: 10_000, failed: 0 }),
    ]);
    renderWidget();
    const line = await screen.findByTestId('refund-progress');
    expect(line).toHaveTextContent(
      `${formatRupees(paid - 10_000)} on its way back to the UPI account, card or bank`,
    );
    expect(line).toHaveTextContent(`${formatRupees(10_000)} to be paid back by our team`);
    expect(screen.getByTestId('booking-state')).toHaveTextContent('Cancelled');
  });

  test('opens on its first control and Escape gives focus back to the opener', async () => {
    list.mockResolvedValue([makeBooking()]);
    quoteOf.mockResolvedValue(quote(50, 2));
    const user = userEvent.setup();
    renderWidget();
    const opener = await screen.findByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: /cancellation and refund policy/ })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('Keep booking closes the dialog without cancelling', async () => {
    list.mockResolvedValue([makeBooking()]);
    quoteOf.mockResolvedValue(quote(50, 2));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });
});
