import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { login } from '@trippy/api-client';
import { clearSession, sessionStore } from '@trippy/session';
import { loginWithCode, requestLoginCode } from '../api/account-api';
import { LoginPage } from '../login/login-page';
import { httpError } from './axios-errors';
import { BOOKING_PACKAGE, CUSTOMER } from './fixtures';

jest.mock('@trippy/api-client', () => ({ ...jest.requireActual('@trippy/api-client'), login: jest.fn() }));
jest.mock('../api/account-api', () => ({ requestLoginCode: jest.fn(), loginWithCode: jest.fn() }));
const passwordLogin = login as jest.MockedFunction<typeof login>;
const sendCode = requestLoginCode as jest.MockedFunction<typeof requestLoginCode>;
const codeLogin = loginWithCode as jest.MockedFunction<typeof loginWithCode>;
const LOGIN = { _id: CUSTOMER._id, token: 'token-1', customer: CUSTOMER };

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  clearSession();
});

describe('/login', () => {
  test('the two ways are tabs with their panel: arrow keys move between them, one tab in the Tab order', async () => {
    renderLogin();
    const password = screen.getByRole('tab', { name: 'Password' });
    const code = screen.getByRole('tab', { name: 'One-time code' });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', password.getAttribute('aria-controls'));
    expect([password.tabIndex, code.tabIndex]).toEqual([0, -1]);
    password.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('button', { name: /code/i }));
    await userEvent.keyboard('{Home}');
    expect(password).toHaveFocus();
    // The form's fieldset only disables fields until hydration: no unnamed group.
    expect(screen.queryByRole('group')).toBeNull();
  });

  test('field errors without a call', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your email or phone')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(passwordLogin).not.toHaveBeenCalled();
  });

  test('wrong credentials and rate limits are explained', async () => {
    passwordLogin.mockRejectedValueOnce(httpError(401, { message: 'Invalid email/phone or password' }));
    passwordLogin.mockRejectedValueOnce(
      httpError(429, { message: 'Too many attempts. Please try again in 40 seconds.' }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email or phone'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/phone or password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many attempts. Please try again in 40 seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with a code instead' })).not.toBeInTheDocument();
  });

  test('an unverified email (403): the message, and a link to the code login with the identifier', async () => {
    const verifyFirst =
      'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.';
    passwordLogin.mockRejectedValueOnce(httpError(403, { success: false, message: verifyFirst }));
    sendCode.mockResolvedValue();
    codeLogin.mockResolvedValueOnce(LOGIN);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email or phone'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'Kedar@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(verifyFirst);
    expect(sessionStore.getState().status).toBe('unauthenticated');
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a code instead' }));
    expect(screen.getByRole('tab', { name: 'One-time code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email or phone')).toHaveValue('asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('asha@example.in');
    await userEvent.type(await screen.findByLabelText('Login code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login with code' }));
    expect(codeLogin).toHaveBeenCalledWith('asha@example.in', '123456');
    expect(await screen.findByText(/^at \/profile/)).toBeInTheDocument();
  });

  test('success stores the session and returns to from with packageData', async () => {
    passwordLogin.mockResolvedValue(LOGIN);
    renderLogin({ from: { pathname: '/booking/abc', state: { seats: 2 } }, packageData: BOOKING_PACKAGE });
    await userEvent.type(screen.getByLabelText('Email or phone'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Kedar@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText(
        `at /booking/abc ${JSON.stringify({ seats: 2, packageData: BOOKING_PACKAGE })}`,
      ),
    ).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      userId: CUSTOMER._id,
      token: 'token-1',
    });
  });

  test('by one-time code: send, a locked code is explained, then login lands on /profile', async () => {
    sendCode.mockResolvedValue();
    codeLogin.mockRejectedValueOnce(
      httpError(401, { message: 'Too many wrong attempts. Please request a new code.' }),
    );
    codeLogin.mockResolvedValueOnce(LOGIN);
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: 'One-time code' }));
    await userEvent.type(screen.getByLabelText('Email or phone'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('asha@example.in');
    await userEvent.type(await screen.findByLabelText('Login code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login with code' }));
    expect(
      await screen.findByText('Too many wrong attempts. Please request a new code.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login with code' }));
    expect(await screen.findByText(/^at \/profile/)).toBeInTheDocument();
  });
});
