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
import type { App } from '../../types';
import { dummyPasswordHash, verifyPassword } from '../../services/password';
import { findCustomerByIdentifier, toCustomer } from '../../services/customers-repo';
import { checkOtp, issueOtp, OTP_MESSAGES } from '../../services/otp';
import { enqueueMail } from '../../services/outbox';
import { otpMail } from '../../services/mail-templates';
import { unauthorized } from '../../services/http-error';
import { limited } from '../../plugins/rate-limit';

export const INVALID_LOGIN = 'Invalid email/phone or password';

/** Password login, and login with a one-time code mailed to the customer. */
async function loginRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/login',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Log in with email or phone and password',
        body: LoginBodySchema,
        response: { 200: Envelope(LoginResultSchema), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const customer = await findCustomerByIdentifier(app.db, request.body.identifier);
      const valid = await verifyPassword(
        customer?.password_hash ?? (await dummyPasswordHash()),
        request.body.password,
      );
      if (!customer || !valid) throw unauthorized(INVALID_LOGIN);
      const token = app.jwt.sign({ sub: customer.id });
      return {
        success: true,
        data: { _id: customer.id, token, customer: toCustomer(customer) },
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
        summary: 'Mail a one-time login code (always answers the same, whether or not the account exists)',
        body: LoginOtpRequestBodySchema,
        response: { 200: Envelope(Type.Object({})) },
      },
    },
    async (request) => {
      const customer = await findCustomerByIdentifier(app.db, request.body.identifier);
      if (customer) {
        const mailId = await app.db.transaction().execute(async (tx) => {
          const otp = await issueOtp(tx, customer.id, 'login', app.config.OTP_PEPPER);
          return enqueueMail(tx, {
            kind: 'otp',
            to: customer.email,
            ...otpMail(customer.first_name, otp.code, 'log in'),
          });
        });
        await app.mailer.deliver([mailId]);
      }
      return {
        success: true,
        data: {},
        message: 'If an account exists, a login code has been sent to its email',
      };
    },
  );

  app.post(
    '/api/customers/login-otp/verify',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Log in with the one-time code',
        body: VerifyOtpBodySchema,
        response: { 200: Envelope(LoginResultSchema), 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, code } = request.body;
      const outcome = await app.db.transaction().execute(async (tx) => {
        const customer = await findCustomerByIdentifier(tx, identifier);
        if (!customer) return { check: 'invalid' as const };
        return { check: await checkOtp(tx, customer.id, 'login', code, app.config.OTP_PEPPER), customer };
      });
      if (outcome.check !== 'ok' || !outcome.customer)
        throw unauthorized(OTP_MESSAGES[outcome.check === 'ok' ? 'invalid' : outcome.check]);
      const token = app.jwt.sign({ sub: outcome.customer.id });
      return {
        success: true,
        data: { _id: outcome.customer.id, token, customer: toCustomer(outcome.customer) },
        message: 'Login successful',
      };
    },
  );
}

export const loginRoutesPlugin = fp(loginRoutes, {
  name: 'routes-customers-login',
  dependencies: ['database', 'auth', 'mailer', 'rate-limit'],
});
