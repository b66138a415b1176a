import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { toast } from 'sonner';
import { clearSession, setCustomer, storeLogin } from '@trippy/session';
import { ProfilePage } from '../profile/profile-page';
import { CUSTOMER } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@trippy/federation', () => ({
  ...jest.requireActual('@trippy/federation'),
  RemoteComponent: () => <p>my bookings widget</p>,
}));
jest.mock('../notifications/notification-bell', () => ({ NotificationBell: () => null }));

function Login() {
  const state = useLocation().state as { from?: { pathname: string } } | null;
  return <p>login page from {state?.from?.pathname}</p>;
}

const renderProfile = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

test('a visitor: Please login to view your profile, then /login with the way back', async () => {
  clearSession();
  renderProfile();
  expect(await screen.findByText('login page from /profile')).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith('Please login to view your profile', expect.anything());
});

test('a customer: name, initials avatar, completeness, the form and My Bookings', () => {
  storeLogin({ _id: CUSTOMER._id, token: 't', customer: CUSTOMER });
  renderProfile();
  expect(screen.getByRole('heading', { name: 'Asha Rawat' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Asha Rawat' })).toHaveTextContent('AR');
  expect(screen.getByTestId('profile-state')).toHaveTextContent('Profile incomplete');
  expect(screen.getByText('my bookings widget')).toBeInTheDocument();
  act(() => setCustomer({ ...CUSTOMER, address: 'Dehradun', isProfileComplete: true }));
  expect(screen.getByTestId('profile-state')).toHaveTextContent('Profile complete');
  act(() => clearSession());
});
