import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { toast } from 'sonner';
import { clearSession, sessionStore, storeLogin } from '@trippy/session';
import { putProfile } from '../api/account-api';
import { ProfileForm } from '../profile/profile-form';
import { httpError, networkError, timeoutError } from './axios-errors';
import { BOOKING_PACKAGE, CUSTOMER } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../api/account-api', () => ({ putProfile: jest.fn() }));
const put = putProfile as jest.MockedFunction<typeof putProfile>;

function PackagePage() {
  return <p>package page {JSON.stringify(useLocation().state)}</p>;
}

async function submit(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/profile', state }]}>
      <Routes>
        <Route path="/profile" element={<ProfileForm customer={CUSTOMER} />} />
        <Route path="/package/:id" element={<PackagePage />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('Address'), '12 Rajpur Road');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  storeLogin({ _id: CUSTOMER._id, token: 'token-1', customer: CUSTOMER });
});

describe('the profile form and its messages', () => {
  test('success: toast, complete profile in the session', async () => {
    put.mockResolvedValue({ success: true, data: { ...CUSTOMER, address: '12 Rajpur Road' }, message: 'ok' });
    await submit();
    expect(toast.success).toHaveBeenCalledWith('Profile updated successfully');
    expect(put).toHaveBeenCalledWith(CUSTOMER._id, expect.objectContaining({ address: '12 Rajpur Road' }));
    expect(sessionStore.getState()).toMatchObject({
      isProfileComplete: true,
      customer: { address: '12 Rajpur Road' },
    });
  });

  test.each([
    [
      'success false with a message',
      () => put.mockResolvedValue({ success: false, message: 'Not allowed now' }),
      'Not allowed now',
    ],
    [
      'success false without one',
      () => put.mockResolvedValue({ success: false }),
      'Failed to update profile',
    ],
    [
      'an error with a server message',
      () => put.mockRejectedValue(httpError(409, { message: 'Phone in use' })),
      'Phone in use',
    ],
    [
      'a time-out',
      () => put.mockRejectedValue(timeoutError()),
      'Server is taking longer than expected. Please try again.',
    ],
    [
      'any other error',
      () => put.mockRejectedValue(networkError()),
      'Failed to update profile. Please try again.',
    ],
  ])('%s', async (_case, arrange, message) => {
    arrange();
    await submit();
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('no stored session: Session expired. Please login again. and no call', async () => {
    clearSession();
    await submit();
    expect(put).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  test('field errors before any call', async () => {
    render(
      <MemoryRouter>
        <ProfileForm customer={{ ...CUSTOMER, firstName: '', phone: '12' }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter your address')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  test('during booking: back to /package/{id} with the spec state', async () => {
    put.mockResolvedValue({ success: true, data: { ...CUSTOMER, address: '12 Rajpur Road' } });
    const packageData = BOOKING_PACKAGE;
    await submit({ packageData });
    const text = (await screen.findByText(/package page/)).textContent ?? '';
    expect(JSON.parse(text.replace('package page ', ''))).toEqual({
      showBookingFlow: true,
      packageData,
      openBookingModal: true,
      fromProfileUpdate: true,
    });
  });
});
