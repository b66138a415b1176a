import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { RAZORPAY_CHECKOUT, type PaymentOrder, type PaymentReturnBody } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { PayNow } from '../shared/pay-now';
import { createPaymentOrder, returnPayment } from '../shared/payment-api';
import { heldBooking } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../shared/payment-api', () => ({
  ...jest.requireActual('../shared/payment-api'),
  createPaymentOrder: jest.fn(),
  returnPayment: jest.fn(),
}));
const order = createPaymentOrder as jest.MockedFunction<typeof createPaymentOrder>;
const giveBack = returnPayment as jest.MockedFunction<typeof returnPayment>;

interface Opened {
  key: string;
  order_id: string;
  amount: number;
  prefill: { email?: string };
  handler: (response: PaymentReturnBody) => void;
  modal: { ondismiss: () => void };
}

const booking = heldBooking(new Date(Date.now() + 10 * 60_000).toISOString());
const razorpayOrder: PaymentOrder = {
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  orderId: 'order_Test123',
  amount: booking.bookingInfo.payableAmount,
  currency: 'INR',
  kind: 'advance',
  checkoutUrl: null,
};
const checkoutScript = () => document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT.script}"]`);

/** Razorpay's checkout.js as the page sees it: a constructor whose open() shows the modal. */
function serveCheckoutScript(): Opened[] {
  const opened: Opened[] = [];
  window.Razorpay = class {
    constructor(private readonly options: Opened) {}
    open() {
      opened.push(this.options);
    }
  } as unknown as typeof window.Razorpay;
  (checkoutScript() as HTMLScriptElement).onload?.(new Event('load'));
  return opened;
}

beforeEach(() => {
  jest.clearAllMocks();
  delete window.Razorpay;
  checkoutScript()?.remove();
});

test('checkout.js loads only when Pay is pressed; the hand-back is counted by the server, then the booking reloads', async () => {
  order.mockResolvedValue(razorpayOrder);
  giveBack.mockResolvedValue({
    outcome: 'confirmed',
    status: 'confirmed',
    amountPaid: 100,
    remainingAmount: 300,
  });
  const onPaid = jest.fn();
  render(<PayNow booking={booking} onPaid={onPaid} />);
  expect(checkoutScript()).toBeNull();
  await userEvent.click(
    screen.getByRole('button', {
      name: `Pay the advance ${formatRupees(booking.bookingInfo.payableAmount)} now`,
    }),
  );
  await waitFor(() => expect(checkoutScript()).not.toBeNull());
  const opened = serveCheckoutScript();
  await waitFor(() => expect(opened).toHaveLength(1));
  expect(opened[0]).toMatchObject({
    key: 'rzp_test_key',
    order_id: 'order_Test123',
    amount: booking.bookingInfo.payableAmount,
    prefill: { email: booking.customerDetails.email },
  });
  const handBack = {
    razorpay_payment_id: 'pay_Test456',
    razorpay_order_id: 'order_Test123',
    razorpay_signature: 'a'.repeat(64),
  };
  opened[0]!.handler(handBack);
  await waitFor(() => expect(onPaid).toHaveBeenCalled());
  expect(giveBack).toHaveBeenCalledWith(booking._id, handBack);
  expect(toast.success).toHaveBeenCalledWith(`Payment received: ₹1.00 paid, ₹3.00 left to pay.`);
});

test('closing the checkout changes nothing: no hand-back, and Pay is offered again', async () => {
  order.mockResolvedValue(razorpayOrder);
  render(<PayNow booking={booking} />);
  await userEvent.click(screen.getByRole('button', { name: /^Pay the advance/ }));
  await waitFor(() => expect(checkoutScript()).not.toBeNull());
  const opened = serveCheckoutScript();
  await waitFor(() => expect(opened).toHaveLength(1));
  opened[0]!.modal.ondismiss();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Pay the advance/ })).toBeEnabled());
  expect(giveBack).not.toHaveBeenCalled();
});

test('a checkout that cannot load says so, and Pay can be pressed again', async () => {
  order.mockResolvedValue(razorpayOrder);
  render(<PayNow booking={booking} />);
  await userEvent.click(screen.getByRole('button', { name: /^Pay the advance/ }));
  await waitFor(() => expect(checkoutScript()).not.toBeNull());
  (checkoutScript() as HTMLScriptElement).onerror?.(new Event('error'));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'The payment window could not be loaded. Check your connection.',
    ),
  );
  expect(screen.getByRole('button', { name: /^Pay the advance/ })).toBeEnabled();
});
