import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRefundQuote } from '@trippy/contracts';
import {
  ApiFailure,
  cancelOperatorBooking,
  fetchOperatorRefundQuote,
  recordPayment,
} from '@trippy/api-client';
import { todayInIndia } from '@trippy/domain';
import { readFilters, toListQuery, writeFilters } from '../operator/booking-filters';
import { CancelPanel } from '../operator/cancel-panel';
import { PaymentForm } from '../operator/payment-form';
import { parseRupeesToPaise } from '../operator/rupees';
import { makeDetail } from './operator-fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  recordPayment: jest.fn(),
  fetchOperatorRefundQuote: jest.fn(),
  cancelOperatorBooking: jest.fn(),
}));
const record = recordPayment as jest.MockedFunction<typeof recordPayment>;
const quoteOf = fetchOperatorRefundQuote as jest.MockedFunction<typeof fetchOperatorRefundQuote>;
const cancel = cancelOperatorBooking as jest.MockedFunction<typeof cancelOperatorBooking>;

beforeEach(() => jest.clearAllMocks());

describe('rupees typed by staff become integer paise exactly', () => {
  test.each([
    ['12500', 1_250_000],
    ['12,500', 1_250_000],
    ['₹ 4999.99', 499_999],
    ['4999.5', 499_950],
    ['0.75', 75],
    ['1.1', 110],
    ['  300  ', 30_000],
  ])('%s -> %i paise', (typed, paise) => {
    expect(parseRupeesToPaise(typed)).toBe(paise);
  });

  test.each(['', 'abc', '12.345', '-5', '1e3', '12..5', '.5', '123456789', '1'.repeat(40)])(
    'refuses %s',
    (typed) => {
      expect(parseRupeesToPaise(typed)).toBeNull();
    },
  );

  test('no float error where parseFloat * 100 has one', () => {
    expect(parseFloat('4.35') * 100).not.toBe(435);
    expect(parseRupeesToPaise('4.35')).toBe(435);
    expect(parseRupeesToPaise('1.15')).toBe(115);
  });
});

describe('bookings list filters in the address', () => {
  test('round trip and the API query', () => {
    const filters = readFilters(
      new URLSearchParams(
        `package=${'a'.repeat(24)}&status=pending&from=2027-01-01&to=2027-02-01&balanceDue=true&q=asha&page=3`,
      ),
    );
    expect(writeFilters(filters).toString()).toBe(
      `package=${'a'.repeat(24)}&status=pending&from=2027-01-01&to=2027-02-01&balanceDue=true&q=asha&page=3`,
    );
    expect(toListQuery(filters)).toEqual({
      page: 3,
      pageSize: 20,
      packageId: 'a'.repeat(24),
      status: 'pending',
      departureFrom: '2027-01-01',
      departureTo: '2027-02-01',
      balanceDue: true,
      q: 'asha',
    });
  });

  test('malformed values never reach the API', () => {
    const filters = readFilters(
      new URLSearchParams('package=xyz&status=lost&from=tomorrow&page=-4&balanceDue=yes'),
    );
    expect(toListQuery(filters)).toEqual({ page: 1, pageSize: 20 });
  });
});

describe('record a payment', () => {
  test('sends paise, shows the server refusal next to the form, then saves', async () => {
    const detail = makeDetail();
    const onSaved = jest.fn();
    record.mockRejectedValueOnce(new ApiFailure('That booking is cancelled', 409));
    const saved = makeDetail({ amountPaid: 1_250_050, remainingAmount: detail.total - 1_250_050 });
    record.mockResolvedValueOnce(saved);
    render(<PaymentForm detail={detail} onSaved={onSaved} />);

    await userEvent.type(screen.getByLabelText('Amount (₹)'), '12,500.5');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'Bank transfer');
    await userEvent.type(screen.getByLabelText('Reference'), 'UTR123');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That booking is cancelled');
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(record).toHaveBeenLastCalledWith(detail.booking._id, {
      kind: 'advance',
      amount: 1_250_050,
      method: 'bank-transfer',
      reference: 'UTR123',
      receivedOn: todayInIndia(),
    });
  });

  test('refuses more than is left, a bad amount and a future date before sending', async () => {
    const detail = makeDetail({ amountPaid: 100, remainingAmount: 50_000 });
    render(<PaymentForm detail={detail} onSaved={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '500.01');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Only ₹500.00 is left to pay')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount (₹)'));
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '5.555');
    const date = screen.getByLabelText('Date received');
    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/Enter the amount in rupees/)).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(record).not.toHaveBeenCalled();
  });
});

describe('cancel a booking', () => {
  const quote = (over: Partial<OperatorRefundQuote>): OperatorRefundQuote => ({
    reason: 'operator',
    daysBeforeDeparture: 40,
    amountPaid: 600_000,
    percent: 100,
    amount: 600_000,
    table: 'operator',
    ...over,
  });

  test('by the operator: the full refund is shown before confirming, then sent with the reason', async () => {
    const detail = makeDetail({ amountPaid: 600_000 });
    const onSaved = jest.fn();
    quoteOf.mockResolvedValue(quote({}));
    const cancelled = makeDetail({ status: 'cancelled', refund: { percent: 100, amount: 600_000 } });
    cancel.mockResolvedValue(cancelled);
    render(<CancelPanel detail={detail} onSaved={onSaved} />);

    await userEvent.click(screen.getByLabelText(/We are cancelling/));
    await userEvent.type(screen.getByLabelText(/Note for the record/), 'Road closed at Govindghat');
    await userEvent.click(screen.getByRole('button', { name: 'Review cancellation' }));
    expect(quoteOf).toHaveBeenCalledWith(detail.booking._id, 'operator');
    const confirmButton = await screen.findByRole('button', { name: 'Cancel booking and refund ₹6,000.00' });
    expect(screen.getByRole('group', { name: 'Confirm the cancellation' })).toHaveTextContent(
      '100% of ₹6,000.00 paid',
    );
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(confirmButton);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(cancelled));
    expect(cancel).toHaveBeenCalledWith(detail.booking._id, {
      reason: 'operator',
      note: 'Road closed at Govindghat',
    });
  });

  test("at the customer's request: the table's refund, and keeping the booking sends nothing", async () => {
    quoteOf.mockResolvedValue(
      quote({
        reason: 'customer-request',
        percent: 50,
        amount: 300_000,
        table: 'standard',
        daysBeforeDeparture: 20,
      }),
    );
    render(<CancelPanel detail={makeDetail({ amountPaid: 600_000 })} onSaved={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review cancellation' }));
    expect(
      screen.getByText(/refund by the cancellation policy, a share of the ₹6,000\.00 paid/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Refund by the cancellation policy: 50% of ₹6,000\.00 paid = ₹3,000\.00 \(cancelled 20 days before departure\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/spec|refund table/i);
    await userEvent.click(screen.getByRole('button', { name: 'Keep the booking' }));
    expect(screen.getByRole('button', { name: 'Review cancellation' })).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
  });
});
