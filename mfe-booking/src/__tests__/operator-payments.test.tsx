import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { fetchReconciliation, markRefundPaid } from '@trippy/api-client';
import { dispatchOperatorEvent, type Reconciliation } from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import { PaymentsPage } from '../operator/payments-page';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchReconciliation: jest.fn(),
  markRefundPaid: jest.fn(),
}));
const reconciliation = fetchReconciliation as jest.MockedFunction<typeof fetchReconciliation>;
const markPaid = markRefundPaid as jest.MockedFunction<typeof markRefundPaid>;

const id = (n: number) => String(n).padStart(24, '0');

function makeDay(over: Partial<Reconciliation> = {}): Reconciliation {
  return {
    date: todayInIndia(),
    totals: {
      collected: { online: 577_448, byHand: 1_000_000, total: 1_577_448, onlineCount: 1, byHandCount: 1 },
      refunded: { online: 0, byHand: 0, total: 0 },
      owed: { byHand: 250_000, online: 0 },
    },
    payments: [
      {
        _id: id(1),
        bookingId: id(11),
        bookingReference: 'TH-26-00001',
        bookingStatus: 'confirmed',
        customerName: 'Asha Rawat',
        packageName: 'Valley of Flowers Trek',
        kind: 'advance',
        amount: 577_448,
        method: 'upi',
        source: 'online',
        providerPaymentId: 'pay_0AOz48qOCirWCp',
        providerOrderId: 'order_0AOz3XyZabcdEf',
        reference: 'pay_0AOz48qOCirWCp',
        receivedOn: todayInIndia(),
        createdAt: '2026-11-24T05:00:00.000Z',
        recordedBy: null,
      },
      {
        _id: id(2),
        bookingId: id(12),
        bookingReference: 'TH-26-00002',
        bookingStatus: 'cancelled',
        customerName: 'Ravi Negi',
        packageName: 'Har Ki Dun',
        kind: 'advance',
        amount: 1_000_000,
        method: 'cash',
        source: 'by-hand',
        providerPaymentId: null,
        providerOrderId: null,
        reference: 'Receipt 42',
        receivedOn: todayInIndia(),
        createdAt: '2026-11-24T04:00:00.000Z',
        recordedBy: 'Meena Staff',
      },
    ],
    paymentsTruncated: false,
    flagged: [
      {
        eventId: 'evt_mismatch',
        event: 'payment.captured',
        outcome: 'amount-mismatch',
        providerOrderId: 'order_mismatch1',
        providerPaymentId: 'pay_mismatch1',
        amount: 577_348,
        currency: 'INR',
        orderAmount: 577_448,
        bookingId: id(13),
        bookingReference: 'TH-26-00003',
        customerName: 'Lata Negi',
        receivedAt: '2026-11-24T06:00:00.000Z',
      },
      {
        eventId: 'evt_unknown',
        event: 'payment.captured',
        outcome: 'unknown-order',
        providerOrderId: 'order_stranger',
        providerPaymentId: 'pay_stranger',
        amount: 50_000,
        currency: 'INR',
        orderAmount: null,
        bookingId: null,
        bookingReference: null,
        customerName: null,
        receivedAt: '2026-11-24T06:01:00.000Z',
      },
    ],
    webhooks: {
      verified: 3,
      duplicates: 1,
      refused: 1,
      events: [
        {
          eventId: 'evt_twice',
          event: 'payment.captured',
          outcome: 'confirmed',
          providerOrderId: 'order_0AOz3XyZabcdEf',
          providerPaymentId: 'pay_0AOz48qOCirWCp',
          duplicates: 1,
          receivedAt: '2026-11-24T05:00:00.000Z',
        },
      ],
      refusals: [
        { eventId: 'evt_forged', reason: 'invalid-signature', receivedAt: '2026-11-24T07:00:00.000Z' },
      ],
    },
    refunds: {
      toPayByHand: [
        {
          _id: id(21),
          bookingId: id(12),
          bookingReference: 'TH-26-00002',
          customerName: 'Ravi Negi',
          customerPhone: '9812345678',
          packageName: 'Har Ki Dun',
          amount: 250_000,
          reason: 'cancelled by the operator',
          createdAt: '2026-11-24T08:00:00.000Z',
        },
      ],
      inProgress: [
        {
          _id: id(31),
          bookingId: id(14),
          bookingReference: 'TH-26-00004',
          customerName: 'Kamal Rana',
          packageName: 'Kedarnath',
          amount: 300_000,
          reason: 'cancelled by the customer',
          providerPaymentId: 'pay_refund1',
          providerRefundId: null,
          status: 'pending',
          createdAt: '2026-11-24T08:30:00.000Z',
        },
      ],
      done: [],
    },
    ...over,
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderPage(path = '/operator/payments') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/operator/payments"
          element={
            <>
              <PaymentsPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('the day in sections: totals, refunds to pay by hand, flagged, payments with provider ids, webhooks', async () => {
  reconciliation.mockResolvedValue(makeDay());
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Payments' });
  expect(reconciliation).toHaveBeenCalledWith(undefined);

  const totals = await screen.findByRole('region', { name: 'Collected today' });
  expect(within(totals).getByTestId('collected-total')).toHaveTextContent('₹15,774.48');
  expect(within(totals).getByTestId('collected-online')).toHaveTextContent('₹5,774.48');
  expect(within(totals).getByTestId('collected-by-hand')).toHaveTextContent('₹10,000.00');
  expect(within(totals).getByTestId('owed-by-hand')).toHaveTextContent('₹2,500.00');

  const toPay = screen.getByRole('region', { name: /Refunds to pay by hand/ });
  const row = within(toPay).getByTestId('refund-to-pay');
  expect(within(row).getByRole('link', { name: 'Ravi Negi' })).toHaveAttribute(
    'href',
    `/operator/bookings/${id(12)}`,
  );
  expect(within(row).getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:9812345678');
  expect(within(row).getByText('₹2,500.00')).toBeInTheDocument();
  expect(within(row).getByText('TH-26-00002')).toBeInTheDocument();

  const flagged = screen.getByRole('region', { name: /Needs a look/ });
  expect(within(flagged).getByText('Amount does not match the order')).toBeInTheDocument();
  expect(within(flagged).getByText('order: ₹5,774.48')).toBeInTheDocument();
  expect(within(flagged).getByText('Unknown order')).toBeInTheDocument();
  expect(within(flagged).getByText('Not ours')).toBeInTheDocument();

  const received = screen.getByRole('region', { name: /Payments received/ });
  const [online, cash] = within(received).getAllByTestId('payment-row');
  expect(within(online!).getByText('pay_0AOz48qOCirWCp')).toBeInTheDocument();
  expect(within(online!).getByText('order_0AOz3XyZabcdEf')).toBeInTheDocument();
  expect(within(online!).getByText('Online')).toBeInTheDocument();
  expect(within(cash!).getByText('Cash')).toBeInTheDocument();
  expect(within(cash!).getByText('By hand')).toBeInTheDocument();
  expect(within(cash!).getByText('Receipt 42')).toBeInTheDocument();
  expect(within(cash!).getByText('Recorded by Meena Staff')).toBeInTheDocument();
  expect(within(online!).getByText('TH-26-00001 · Valley of Flowers Trek')).toBeInTheDocument();

  const inProgress = screen.getByRole('region', { name: /Refunds in progress/ });
  expect(within(inProgress).getByText('Waiting to be sent')).toBeInTheDocument();
  expect(screen.getByText('No refund completed today.')).toBeInTheDocument();

  const webhooks = screen.getByRole('region', { name: /^Webhooks/ });
  expect(within(webhooks).getByTestId('webhook-counts')).toHaveTextContent(
    '3 verified, 1 duplicate (ignored), 1 refused',
  );
  expect(within(webhooks).getByText('Sent again 1×, ignored')).toBeInTheDocument();
  const refused = within(webhooks).getByTestId('webhook-refused');
  expect(within(refused).getByText('Signature does not match')).toBeInTheDocument();
  expect(within(refused).getByText('evt_forged')).toBeInTheDocument();
});

test('Mark refund paid asks how it was paid, sends it, and reloads the day', async () => {
  reconciliation.mockResolvedValueOnce(makeDay());
  renderPage();
  const toPay = await screen.findByRole('region', { name: /Refunds to pay by hand/ });
  fireEvent.click(within(toPay).getByRole('button', { name: /^Mark refund paid: ₹2,500\.00 to Ravi Negi/ }));
  const form = within(toPay).getByRole('form', { name: 'Refund of ₹2,500.00 paid' });
  fireEvent.click(within(form).getByRole('button', { name: 'Paid ₹2,500.00' }));
  expect(await within(form).findByText(/Say how it was paid/)).toBeInTheDocument();
  expect(markPaid).not.toHaveBeenCalled();

  markPaid.mockResolvedValueOnce({
    _id: id(21),
    bookingId: id(12),
    amount: 250_000,
    status: 'paid',
    paidAt: '2026-11-24T09:00:00.000Z',
    reference: 'UTR SBIN426001234',
  });
  reconciliation.mockResolvedValueOnce(
    makeDay({
      refunds: {
        toPayByHand: [],
        inProgress: [],
        done: [
          {
            _id: id(21),
            bookingId: id(12),
            bookingReference: 'TH-26-00002',
            customerName: 'Ravi Negi',
            amount: 250_000,
            via: 'by-hand',
            providerRefundId: null,
            reference: 'UTR SBIN426001234',
            paidBy: 'Meena Staff',
            at: '2026-11-24T09:00:00.000Z',
          },
        ],
      },
    }),
  );
  fireEvent.change(within(form).getByLabelText('How was it paid?'), {
    target: { value: '  UTR SBIN426001234 ' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Paid ₹2,500.00' }));
  expect(await screen.findByText('No refund to pay by hand.')).toBeInTheDocument();
  expect(markPaid).toHaveBeenCalledWith(id(21), 'UTR SBIN426001234');
  const done = screen.getByRole('region', { name: /Refunds done/ });
  expect(within(done).getByText('Marked by Meena Staff')).toBeInTheDocument();
  expect(reconciliation).toHaveBeenCalledTimes(2);
});

test('a failed mark keeps the form with the server’s words', async () => {
  reconciliation.mockResolvedValue(makeDay());
  markPaid.mockRejectedValueOnce(
    Object.assign(new Error('Request failed'), {
      isAxiosError: true,
      response: { status: 409, data: { success: false, message: 'This refund is already marked paid' } },
    }),
  );
  renderPage();
  const toPay = await screen.findByRole('region', { name: /Refunds to pay by hand/ });
  fireEvent.click(within(toPay).getByRole('button', { name: /^Mark refund paid/ }));
  fireEvent.change(within(toPay).getByLabelText('How was it paid?'), { target: { value: 'Cash at office' } });
  fireEvent.click(within(toPay).getByRole('button', { name: 'Paid ₹2,500.00' }));
  expect(await within(toPay).findByRole('alert')).toHaveTextContent('This refund is already marked paid');
});

test('the day picker keeps the day in the address; another day is asked for; Today comes back', async () => {
  reconciliation.mockImplementation(async (date) =>
    makeDay({ date: date ?? todayInIndia(), payments: [], flagged: [] }),
  );
  renderPage('/operator/payments?date=2026-11-20');
  await screen.findByRole('region', { name: 'Collected on 20 Nov 2026' });
  expect(reconciliation).toHaveBeenCalledWith('2026-11-20');
  expect(screen.getByText('No payment received on 20 Nov 2026.')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-18' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByRole('region', { name: 'Collected on 18 Nov 2026' });
  expect(screen.getByTestId('where')).toHaveTextContent('/operator/payments?date=2026-11-18');

  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  await screen.findByRole('region', { name: 'Collected today' });
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/operator\/payments$/);
  expect(reconciliation).toHaveBeenLastCalledWith(undefined);
});

test('an error says so with a retry; an operator event reloads without a spinner', async () => {
  reconciliation.mockRejectedValueOnce(new Error('Network Error'));
  renderPage();
  expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  reconciliation.mockResolvedValueOnce(makeDay());
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('region', { name: 'Collected today' });

  reconciliation.mockResolvedValueOnce(makeDay({ payments: [] }));
  act(() =>
    dispatchOperatorEvent({ kind: 'booking.changed', id: id(11), summary: 'Paid online: Asha Rawat' }),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByText('No payment received today.')).toBeInTheDocument();
});
