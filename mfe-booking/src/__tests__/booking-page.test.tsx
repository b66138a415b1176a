import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { toast } from 'sonner';
import { ApiFailure, fetchPackage } from '@trippy/api-client';
import { BookingPage } from '../booking/booking-page';
import { PKG_ID, batch, logIn, makePackage } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchPackage: jest.fn(),
}));
const load = fetchPackage as jest.MockedFunction<typeof fetchPackage>;

let confirmationState: unknown;
function Confirmation() {
  confirmationState = useLocation().state;
  return <p>confirmation</p>;
}

function renderAt(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/booking/:id" element={<BookingPage />} />
        <Route path="/booking-confirmation" element={<Confirmation />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  logIn();
});

describe('/booking/{id}', () => {
  test('no state and an invalid id: the Invalid booking data toast and a redirect to /', async () => {
    renderAt('/booking/not-a-package');
    await screen.findByText('home');
    expect(toast.error).toHaveBeenCalledWith('Invalid booking data');
    expect(load).not.toHaveBeenCalled();
  });

  test('no state and an unknown package id: the same toast and redirect', async () => {
    load.mockRejectedValue(new ApiFailure('Package not found', 404));
    renderAt(`/booking/${'0'.repeat(24)}`);
    await screen.findByText('home');
    expect(toast.error).toHaveBeenCalledWith('Invalid booking data');
  });

  test('no state and a valid id (a shared link): loads the package; add-ons never pre-selected, full payment', async () => {
    load.mockResolvedValue(makePackage());
    renderAt(`/booking/${PKG_ID}`);
    await screen.findByRole('heading', { name: 'Book Valley of Flowers Trek' });
    expect(load).toHaveBeenCalledWith(PKG_ID, 'en');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay in full now' })).toBeChecked();
    expect(screen.getByLabelText('Travellers')).toHaveValue(1);
  });

  test('reads the catalogue state; seats never more than the seats left; advance shows the 75% due date', async () => {
    const pkg = makePackage(1_234_567, [batch(1, '2027-05-10', 6), batch(2, '2027-06-10', 3)]);
    load.mockResolvedValue(pkg);
    const user = userEvent.setup();
    renderAt(`/booking/${PKG_ID}`, {
      packageData: pkg,
      bookingData: {
        batchId: pkg.batches[0]!._id,
        numberOfSeats: 5,
        addonIds: ['f'.repeat(24)],
        paymentType: 'advance',
      },
    });
    await screen.findByRole('heading', { name: 'Book Valley of Flowers Trek' });
    expect(screen.getByLabelText('Departure date')).toHaveValue(pkg.batches[0]!._id);
    expect(screen.getByLabelText('Travellers')).toHaveValue(5);
    expect(screen.getByRole('checkbox', { name: /Pony ride/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Porter/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay 25% advance now, 75% by 25 Apr 2027/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'One traveller more' }));
    await user.click(screen.getByRole('button', { name: 'One traveller more' }));
    expect(screen.getByLabelText('Travellers')).toHaveValue(6);
    expect(screen.getByRole('button', { name: 'One traveller more' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Departure date'), pkg.batches[1]!._id);
    expect(screen.getByLabelText('Travellers')).toHaveValue(3); // clamped to the 3 seats left
    expect(screen.getByLabelText('Travellers')).toHaveAttribute('max', '3');
    expect(screen.getByRole('radio', { name: /75% by 26 May 2027/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('confirmation');
    expect(confirmationState).toEqual({
      packageData: pkg,
      bookingData: {
        batchId: pkg.batches[1]!._id,
        numberOfSeats: 3,
        paymentType: 'advance',
        addonIds: ['f'.repeat(24)],
      },
    });
  });

  test('the package state works when the API is unreachable', async () => {
    const pkg = makePackage();
    load.mockRejectedValue(new Error('Network Error'));
    renderAt(`/booking/${PKG_ID}`, { packageData: pkg, bookingData: { batchId: 'gone', numberOfSeats: 2 } });
    await screen.findByRole('heading', { name: 'Book Valley of Flowers Trek' });
    expect(screen.getByLabelText('Departure date')).toHaveValue(pkg.batches[0]!._id);
    await waitFor(() => expect(toast.error).not.toHaveBeenCalled());
  });

  test('every batch sold out: says so', async () => {
    load.mockResolvedValue(makePackage(100, [batch(1, '2027-05-10', 0)]));
    renderAt(`/booking/${PKG_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Every departure of this trip is sold out.');
  });
});
