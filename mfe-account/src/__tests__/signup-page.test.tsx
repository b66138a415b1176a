import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { registerCustomer } from '@trippy/api-client';
import { requestLoginCode, resendRegistrationCode, verifyRegistrationCode } from '../api/account-api';
import { SignupPage } from '../signup/signup-page';
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

function renderSignup() {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
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

beforeEach(() => jest.clearAllMocks());

describe('/signup', () => {
  test('field errors and no call for an empty form', async () => {
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  test('201, then the code: the spec toast and /login', async () => {
    register.mockResolvedValue({ status: 201 });
    verify.mockResolvedValue(LOGIN);
    renderSignup();
    const user = await fillAndRegister();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'asha@example.in', phone: '9876543210' }),
    );
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('asha@example.in', '123456');
    expect(toast.success).toHaveBeenCalledWith('Registration successful! Please login.');
    expect(await screen.findByText('login page')).toBeInTheDocument();
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
      expect(await screen.findByText('A new code has been sent to asha@example.in.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
      await user.type(screen.getByLabelText('Verification code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(verify).toHaveBeenCalledWith('asha@example.in', '654321');
      expect(toast.success).toHaveBeenCalledWith('Registration successful! Please login.');
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
      expect(screen.queryByText(/A new code has been sent/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('an address that is already registered gets the same answer (201): the code step, no error', async () => {
    register.mockResolvedValue({ status: 201, message: 'Registration successful! Please login.' });
    renderSignup();
    await fillAndRegister();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/If this email already has an account/);
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
