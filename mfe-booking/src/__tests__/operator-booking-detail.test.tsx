import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { ApiFailure, confirmOperatorBooking, fetchOperatorBooking } from '@trippy/api-client';
import { BookingDetailPage } from '../operator/booking-detail-page';
import { makeDetail } from './operator-fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchOperatorBooking: jest.fn(),
  confirmOperatorBooking: jest.fn(),
  fetchWhatsAppCompose: jest.fn(() => new Promise(() => undefined)),
}));
const load = fetchOperatorBooking as jest.MockedFunction<typeof fetchOperatorBooking>;
const confirm = confirmOperatorBooking as jest.MockedFunction<typeof confirmOperatorBooking>;

function renderAt(id: string) {
  render(
    <MemoryRouter initialEntries={[`/operator/bookings/${id}`]}>
      <Routes>
        <Route path="/operator/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('a pending booking: the record as entered, then Confirm (a refusal shown, then the new status)', async () => {
  const detail = makeDetail();
  load.mockResolvedValue(detail);
  confirm.mockRejectedValueOnce(new ApiFailure('Only a pending booking can be confirmed', 409));
  confirm.mockResolvedValueOnce({ ...detail, status: 'confirmed', confirmedAt: '2026-11-24T05:00:00.000Z' });
  renderAt(detail.booking._id);

  expect(await screen.findByRole('heading', { level: 1, name: 'Booking of Asha Rawat' })).toBeInTheDocument();
  expect(screen.getByText('Ravi · 9811122233')).toBeInTheDocument();
  const travellers = within(screen.getByRole('region', { name: 'Travellers' })).getAllByRole('listitem');
  expect(travellers.map((item) => item.textContent)).toEqual([
    'Asha Rawat, 34, female · Passport XXXX4567',
    'Ravi Rawat, 37, male · Aadhaar XXXX XXXX 1234',
  ]);
  expect(screen.getByRole('form', { name: 'Record a payment' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending booking can be confirmed');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument(),
  );
  expect(screen.getAllByText('Confirmed')[0]).toBeInTheDocument();
});

test('a cancelled booking: who cancelled and the refund, and nothing left to do with it', async () => {
  const detail = makeDetail({
    status: 'cancelled',
    amountPaid: 500_050,
    cancelledAt: '2026-11-24T05:00:00.000Z',
    cancelledBy: 'operator',
    refund: { percent: 100, amount: 500_050 },
  });
  load.mockResolvedValue(detail);
  renderAt(detail.booking._id);
  const cancelled = await screen.findByRole('region', { name: 'Cancellation' });
  expect(cancelled).toHaveTextContent('Cancelled by the operator');
  expect(cancelled).toHaveTextContent('Refund: ₹5,000.50 (100% of the amount paid)');
  expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Cancel booking' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
});

test('an address that is no booking id never asks the server', async () => {
  renderAt('not-an-id');
  expect(await screen.findByText(/No booking has this address/)).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('says where the booking came from and who took it', async () => {
  const detail = makeDetail({ origin: { source: 'walk-in', takenBy: 'Meena Negi' } });
  load.mockResolvedValue(detail);
  renderAt(detail.booking._id);
  expect(await screen.findByText(/walk-in at the office, taken by Meena Negi/)).toBeInTheDocument();
});
