import { codeRequestTooSoon, forbidden, msg, tooManyAttempts, unauthenticated } from '@trippy/domain';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  LoginBodySchema,
  LoginOtpRequestBodySchema,
  LoginResultSchema,
  VerifyOtpBodySchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { dummyPasswordHash, verifyPassword } from '../../../sign-in/password';
import { findActiveCustomerByIdentifier, toCustomer } from '../../customers.repository';
import { INVALID_CODE } from '../../../sign-in/otp';
import {
  claimCodeRequest,
  clearSignIn,
  codeRequestKey,
  reserveSignIn,
  signInKeys,
  throttleKey,
} from '../../../sign-in/auth-throttle.repository';
import { alertCustomerAfterFailure } from '../../sign-in-alert';
import { limited } from '../../../../plugins/rate-limit';
import { issueCodeMail } from '../../../sign-in/code-mail';
import { signInWithCode } from '../../code-sign-in';
import { signCustomerToken } from '../../../../plugins/auth';
import { mail } from '../../../../shared/effects';

export const INVALID_LOGIN = msg('Invalid email/phone or password');
export const EMAIL_NOT_VERIFIED = msg(
  'Please verify your email first: log in with a code sent to your email, or enter the code from your registration mail.',
);
export const LOGIN_CODE_NEUTRAL = msg('If an account exists, a login code has been sent to its email');

/**
 * Password login, and login with a one-time code mailed to the customer. Real and unknown accounts get the
 * same answers, statuses and (within noise) times. Wrong passwords and wrong codes are counted apart, each
 * per account and source address and per account as a whole (auth-throttle.repository.ts): a stranger
 * cannot lock the owner out, and the mailed code stays open while passwords wait.
 */
async function loginRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/login',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Log in with email or phone and password (verified email required)',
        body: LoginBodySchema,
        response: {
          200: Envelope(LoginResultSchema),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { identifier, password } = request.body;
      const customer = await findActiveCustomerByIdentifier(app.db, identifier);
      const keys = signInKeys('password', throttleKey(customer?.id, identifier), request.ip);
      const attempt = await reserveSignIn(app.db, keys);
      if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
      const valid = await verifyPassword(customer?.password_hash ?? (await dummyPasswordHash()), password);
      if (!customer || !valid) {
        alertCustomerAfterFailure(app, customer?.id, 'password', attempt.accountFailures);
        throw unauthenticated(INVALID_LOGIN);
      }
      await clearSignIn(app.db, keys);
      // Only someone who knows the password learns this, and the code login proves the address.
      if (!customer.email_verified) throw forbidden(EMAIL_NOT_VERIFIED);
      return {
        success: true,
        data: { _id: customer.id, token: signCustomerToken(app, customer), customer: toCustomer(customer) },
        message: 'Login successful',
      };
    },
  );

  app.post(
    '/api/customers/login-otp/request',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary:
          'Mail a one-time login code (one per 30 s per identifier; the same answer whether or not the account exists)',
        body: LoginOtpRequestBodySchema,
        response: { 200: Envelope(Type.Object({})), 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier } = request.body;
      const claim = await claimCodeRequest(app.db, codeRequestKey(identifier));
      if (!claim.allowed) throw codeRequestTooSoon(claim.waitSeconds);
      // Looking the account up, storing the code and mailing it happen after the answer, so its time
      // says nothing about whether the account exists.
      app.runInBackground('login code', () => sendLoginCode(app, identifier));
      return { success: true, data: {}, message: LOGIN_CODE_NEUTRAL };
    },
  );

  app.post(
    '/api/customers/login-otp/verify',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Log in with the one-time code (also verifies the email it was sent to)',
        body: VerifyOtpBodySchema,
        response: { 200: Envelope(LoginResultSchema), 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, code } = request.body;
      const verified = await signInWithCode(app, identifier, 'login', code, request.ip);
      if (!verified) throw unauthenticated(INVALID_CODE);
      return {
        success: true,
        data: { _id: verified.id, token: signCustomerToken(app, verified), customer: toCustomer(verified) },
        message: 'Login successful',
      };
    },
  );
}

async function sendLoginCode(app: App, identifier: string): Promise<void> {
  const customer = await findActiveCustomerByIdentifier(app.db, identifier);
  if (!customer) return;
  const mailId = await issueCodeMail(app.db, {
    customerId: customer.id,
    // A pending registration's address is not proven: its name stays out of the mail.
    firstName: customer.email_verified ? customer.first_name : undefined,
    to: customer.email,
    purpose: 'login',
    pepper: app.config.OTP_PEPPER,
    locale: customer.locale,
  });
  await app.effects.deliver(mail([mailId], { now: true }));
}

export const loginRoutesPlugin = fp(loginRoutes, {
  name: 'routes-customers-login',
  dependencies: ['database', 'auth', 'effects', 'rate-limit', 'background'],
});
