import { validateIdentifier } from '../login/login-validation';
import { postLoginTarget } from '../login/post-login-target';
import { registerOutcome } from '../signup/register-outcome';
import { authErrorMessage } from '../shared/auth-messages';
import { httpError, networkError, timeoutError } from './axios-errors';
import { BOOKING_PACKAGE } from './fixtures';

describe('login validation', () => {
  test('email or 10-digit phone', () => {
    expect(validateIdentifier('')).toBe('Enter your email or phone');
    expect(validateIdentifier('asha@example')).toBe('Enter a valid email address');
    expect(validateIdentifier('12345')).toBe('Enter a valid email or 10-digit mobile number');
    expect(validateIdentifier(' asha@example.in ')).toBeUndefined();
    expect(validateIdentifier('9876543210')).toBeUndefined();
    expect(validateIdentifier('+91 98765 43210')).toBeUndefined();
  });
});

describe('where login goes', () => {
  test('default /profile', () => {
    expect(postLoginTarget(null)).toEqual({ to: '/profile' });
    expect(postLoginTarget({ from: { pathname: 'https://evil.example' } })).toEqual({ to: '/profile' });
    expect(postLoginTarget({ from: { pathname: '//evil.example' } })).toEqual({ to: '/profile' });
  });

  test('back to from, with its state and packageData', () => {
    const from = { pathname: '/booking/abc', search: '?x=1', state: { batchId: 'b' } };
    expect(postLoginTarget({ from })).toEqual({ to: '/booking/abc?x=1', state: { batchId: 'b' } });
    expect(postLoginTarget({ from, packageData: BOOKING_PACKAGE })).toEqual({
      to: '/booking/abc?x=1',
      state: { batchId: 'b', packageData: BOOKING_PACKAGE },
    });
    // packageData that is not a package is missing.
    expect(postLoginTarget({ from, packageData: { _id: 'p' } })).toEqual({
      to: '/booking/abc?x=1',
      state: { batchId: 'b' },
    });
  });
});

describe('registration outcome', () => {
  test('201 sends to the code step', () => {
    expect(registerOutcome(201, 'ok')).toEqual({ kind: 'code-sent' });
  });

  test("a 409 (no longer sent) is only a message; 400 names the server's field", () => {
    expect(registerOutcome(409, 'Conflict')).toEqual({
      kind: 'failed',
      fieldErrors: {},
      message: 'Conflict',
    });
    expect(registerOutcome(429, 'Please wait 5 seconds before asking for a new code')).toEqual({
      kind: 'failed',
      fieldErrors: {},
      message: 'Please wait 5 seconds before asking for a new code',
    });
    expect(registerOutcome(400, 'phone is not valid')).toEqual({
      kind: 'failed',
      fieldErrors: { phone: 'Phone is not valid' },
      message: null,
    });
    expect(registerOutcome(400, 'body is weird')).toEqual({
      kind: 'failed',
      fieldErrors: {},
      message: 'body is weird',
    });
  });
});

describe('auth error messages', () => {
  test('wrong credentials, locked codes, rate limits, time-outs, network', () => {
    expect(authErrorMessage(httpError(401, { message: 'Invalid email/phone or password' }), 'x')).toBe(
      'Invalid email/phone or password',
    );
    expect(
      authErrorMessage(
        httpError(401, { message: 'Too many wrong attempts. Please request a new code.' }),
        'x',
      ),
    ).toBe('Too many wrong attempts. Please request a new code.');
    expect(
      authErrorMessage(
        httpError(429, { message: 'Too many requests. Please try again in 42 seconds.' }),
        'x',
      ),
    ).toBe('Too many requests. Please try again in 42 seconds.');
    expect(
      authErrorMessage(
        httpError(403, { message: 'Please verify your email first: log in with a code.' }),
        'x',
      ),
    ).toBe('Please verify your email first: log in with a code.');
    expect(authErrorMessage(httpError(403, {}), 'x')).toMatch(/^Please verify your email first/);
    expect(
      authErrorMessage(httpError(429, { message: 'Too many attempts. Please try again in 9 seconds.' }), 'x'),
    ).toBe('Too many attempts. Please try again in 9 seconds.');
    expect(authErrorMessage(timeoutError(), 'x')).toBe(
      'Server is taking longer than expected. Please try again.',
    );
    expect(authErrorMessage(networkError(), 'x')).toMatch(/Could not reach the server/);
    expect(authErrorMessage(httpError(500, {}), 'fallback')).toBe('fallback');
  });
});
