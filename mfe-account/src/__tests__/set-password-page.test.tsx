import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { setPasswordWithLink } from '@trippy/api-client';
import { clearSession, sessionStore } from '@trippy/session';
import { SetPasswordPage } from '../set-password';
import { httpError } from './axios-errors';
import { CUSTOMER } from './fixtures';

jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  setPasswordWithLink: jest.fn(),
}));
const setPassword = setPasswordWithLink as jest.MockedFunction<typeof setPasswordWithLink>;
const TOKEN = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/set-password${hash}`);
  render(
    <MemoryRouter initialEntries={['/set-password']}>
      <Routes>
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  clearSession();
});

describe('/set-password', () => {
  it('without the whole token, says so and offers the code login', () => {
    renderAt('#short');
    expect(screen.getByRole('heading', { name: 'This link is not complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('checks the two passwords before sending anything', async () => {
    const user = userEvent.setup();
    renderAt(`#${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kedarnath@2027');
    await user.type(screen.getByLabelText('Repeat the password'), 'Kedarnath@2028');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('saves the password, signs the customer in, drops the token from the address and opens their bookings', async () => {
    const user = userEvent.setup();
    setPassword.mockResolvedValue({ _id: CUSTOMER._id, token: 'token-1', customer: CUSTOMER });
    renderAt(`#${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kedarnath@2027');
    await user.type(screen.getByLabelText('Repeat the password'), 'Kedarnath@2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('at /profile')).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith({ token: TOKEN, password: 'Kedarnath@2027' });
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', token: 'token-1' });
    expect(window.location.hash).toBe('');
  });

  it("shows the server's answer for a used or expired link", async () => {
    const user = userEvent.setup();
    setPassword.mockRejectedValue(
      httpError(400, { success: false, message: 'This link has expired or was already used.' }),
    );
    renderAt(`#${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kedarnath@2027');
    await user.type(screen.getByLabelText('Repeat the password'), 'Kedarnath@2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByText(/expired or was already used/)).toBeInTheDocument());
  });
});
