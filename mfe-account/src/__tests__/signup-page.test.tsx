import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes, useLocation } from '@trippy/router';
import { toast } from 'sonner';
import { registerCustomer } from '@trippy/api-client';
import { clearSession, sessionStore } from '@trippy/session';
import { requestLoginCode, resendRegistrationCode, verifyRegistrationCode } from '../api/account-api';
import { SignupPage } from '../signup/signup-page';
import { LoginPage } from '../login/login-page';
import { httpError } from './axios-errors';
import { CUSTOMER } from './fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  registerCustomer: jest.fn(),
}));
jest.mock('../api/account-api', () => ({
  verifyRegistrationCode: jest.fn(),
  resendRegistrationCode: jest.fn(),
  requestLoginCode: jest.fn(),
}));
const register = registerCustomer as jest.MockedFunction<typeof registerCustomer>;
const verify = verifyRegistrationCode as jest.MockedFunction<typeof verifyRegistrationCode>;
const resendCode = resendRegistrationCode as jest.MockedFunction<typeof resendRegistrationCode>;
const loginCode = requestLoginCode as jest.MockedFunction<typeof requestLoginCode>;
const LOGIN = { _id: CUSTOMER._id, token: 't', customer: CUSTOMER };
const SIGNED_IN = 'Registration successful! You are now logged in.';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

function renderSignup(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/signup', state }]}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(await screen.findByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

async function fillAndRegister(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Rawat');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
  await user.type(screen.getByLabelText('Phone (+91)'), '98765-43210');
  await user.type(screen.getByLabelText('Password'), 'Kedar@2026');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  clearSession();
});

describe('/signup', () => {
  test('field errors and no call for an empty form', async () => {
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  test('201, then the code: signed in with the session the server answered, and on to /profile', async () => {
    register.mockResolvedValue({ status: 201 });
    verify.mockResolvedValue(LOGIN);
    renderSignup();
    const user = await fillAndRegister();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'asha@example.in', phone: '9876543210' }),
    );
    expect(sessionStore.getState().status).not.toBe('authenticated');
    await enterCode(user);
    expect(verify).toHaveBeenCalledWith('asha@example.in', '123456');
    expect(toast.success).toHaveBeenCalledWith(SIGNED_IN);
    expect(await screen.findByText(/^at \/profile/)).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      userId: CUSTOMER._id,
      token: 't',
      customer: CUSTOMER,
    });
    expect(localStorage.getItem('token')).toBe('t');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  test('from a login that was taking the visitor to a booking: the verified code goes there, signed in', async () => {
    register.mockResolvedValue({ status: 201 });
    verify.mockResolvedValue(LOGIN);
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/login', state: { from: { pathname: '/booking/abc', state: { seats: 2 } } } },
        ]}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await fillAndRegister(user);
    await enterCode(user);
    expect(await screen.findByText('at /booking/abc {"seats":2}')).toBeInTheDocument();
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  test('no session without a verified code: a refused code stores nothing and stays on the code step', async () => {
    register.mockResolvedValue({ status: 201 });
    verify.mockRejectedValue(httpError(400, { message: 'Invalid code' }));
    renderSignup();
    const user = await fillAndRegister();
    await enterCode(user, '000000');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(sessionStore.getState().status).not.toBe('authenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('a wrong code shows the server message under the field', async () => {
    register.mockResolvedValue({ status: 201 });
    verify.mockRejectedValue(httpError(400, { message: 'Invalid code' }));
    renderSignup();
    const user = await fillAndRegister();
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  /** Registers, then lets the 30 s wait run out so "Resend code" is enabled. */
  async function registerAndWait() {
    register.mockResolvedValue({ status: 201 });
    renderSignup();
    const user = await fillAndRegister(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(await screen.findByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    for (let i = 0; i < 30; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    return user;
  }

  test('the code can be resent after the wait with the resend call, and the new code verifies', async () => {
    jest.useFakeTimers();
    try {
      resendCode.mockResolvedValue();
      verify.mockResolvedValue(LOGIN);
      const user = await registerAndWait();
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(resendCode).toHaveBeenCalledWith('asha@example.in');
      expect(loginCode).not.toHaveBeenCalled();
      expect(
        await screen.findByText(
          'If this registration is waiting for a code, a new one has been sent to asha@example.in.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      await user.type(screen.getByLabelText('Verification code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(verify).toHaveBeenCalledWith('asha@example.in', '654321');
      expect(toast.success).toHaveBeenCalledWith(SIGNED_IN);
    } finally {
      jest.useRealTimers();
    }
  });

  test("a 429 on resend shows the server's message", async () => {
    jest.useFakeTimers();
    try {
      resendCode.mockRejectedValue(
        httpError(429, { success: false, message: 'Please wait 12 seconds before asking for a new code' }),
      );
      const user = await registerAndWait();
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(
        await screen.findByText('Please wait 12 seconds before asking for a new code'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/a new one has been sent/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('an address or a mobile number already registered gets the same answer (201): the code step, and a notice true for both', async () => {
    register.mockResolvedValue({ status: 201, message: 'Registration successful! Please login.' });
    renderSignup();
    await fillAndRegister();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    // No promise of a code: a taken email or mobile number (a family member's) gets a mail without one.
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have emailed asha@example.in. Enter the 6-digit code from that email: it is valid for 10 minutes. If this email or mobile number already has an account, the email has no code and tells you what to do instead.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent(/We sent a 6-digit code/);
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("a 429 (a code asked for within 30 s) shows the server's wait", async () => {
    register.mockResolvedValue({
      status: 429,
      message: 'Please wait 21 seconds before asking for a new code',
    });
    renderSignup();
    await fillAndRegister();
    expect(toast.error).toHaveBeenCalledWith('Registration failed.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 21 seconds before asking for a new code',
    );
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  test('400 names the field; an exception gives Registration failed. Please try again.', async () => {
    register.mockResolvedValueOnce({ status: 400, message: 'password must be at least 8 characters' });
    renderSignup();
    const user = await fillAndRegister();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    register.mockRejectedValueOnce(new Error('network'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(toast.error).toHaveBeenLastCalledWith('Registration failed. Please try again.');
  });
});
