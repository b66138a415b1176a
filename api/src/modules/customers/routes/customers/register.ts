import { invalidInput, codeRequestTooSoon } from '@trippy/domain';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  LoginResultSchema,
  RegisterBodySchema,
  RegisterResultSchema,
  ResendOtpBodySchema,
  VerifyOtpBodySchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { hashPassword } from '../../../sign-in/password';
import { INVALID_CODE, OTP_TTL_MS } from '../../../sign-in/otp';
import { findActiveCustomerByIdentifier, isUniqueViolation, toCustomer } from '../../customers.repository';
import { claimCodeRequest, codeRequestKey } from '../../../sign-in/auth-throttle.repository';
import { limited } from '../../../../plugins/rate-limit';
import { issueCodeMail } from '../../../sign-in/code-mail';
import { registerPending } from '../../registration';
import { signInWithCode } from '../../code-sign-in';
import { signCustomerToken } from '../../../../plugins/auth';
import { mail } from '../../../../shared/effects';

export const REGISTERED = 'Registration successful! Please login.';
/** The answer for a resend, whether or not a not-yet-verified account exists (no account enumeration). */
export const RESEND_NEUTRAL =
  'If an account is waiting for verification, a new code has been sent to its email';

/**
 * POST /api/customers/send-otp registers (or replaces a pending registration) and mails a verification code;
 * POST /api/customers/resend-otp mails a new one; POST /api/customers/verify-otp checks it and signs the
 * customer in (the session the login answers: a token exists only once the code is verified).
 */
async function registerRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/send-otp',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary:
          'Register a customer and mail a 6-digit verification code. Answers 201 the same way for a new, a pending ' +
          'and an existing address; an existing account is told by mail.',
        body: RegisterBodySchema,
        response: { 201: Envelope(RegisterResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const claim = await claimCodeRequest(app.db, codeRequestKey(email));
      if (!claim.allowed) throw codeRequestTooSoon(claim.waitSeconds);
      // Hashing depends only on the password (and keeps the caller waiting for it, as a brake); everything
      // that depends on the address (who holds it, which rows are written, which mail) happens after the
      // answer, for every address alike, so the answer's time says nothing about the account.
      const passwordHash = await hashPassword(body.password);
      app.runInBackground('registration', async () => {
        let mailId: string | undefined;
        try {
          mailId = await registerPending(app.db, body, email, passwordHash, app.config.OTP_PEPPER);
        } catch (error) {
          // A simultaneous registration of the same address or phone won: nothing more to do.
          if (!isUniqueViolation(error)) throw error;
        }
        await app.effects.deliver(mail([mailId], { now: true }));
      });
      return reply.status(201).send({
        success: true,
        data: { email, phone: body.phone, otpExpiresAt: new Date(Date.now() + OTP_TTL_MS).toISOString() },
        message: REGISTERED,
      });
    },
  );

  app.post(
    '/api/customers/resend-otp',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary:
          'Mail a new registration code to a not-yet-verified account (replaces the previous one; one per 30 s per ' +
          'identifier). Answers the same for unknown and already verified accounts.',
        body: ResendOtpBodySchema,
        response: { 200: Envelope(Type.Object({})), 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier } = request.body;
      const claim = await claimCodeRequest(app.db, codeRequestKey(identifier));
      if (!claim.allowed) throw codeRequestTooSoon(claim.waitSeconds);
      app.runInBackground('registration code', async () => {
        const customer = await findActiveCustomerByIdentifier(app.db, identifier);
        if (!customer || customer.email_verified) return;
        const mailId = await issueCodeMail(app.db, {
          customerId: customer.id,
          to: customer.email,
          purpose: 'verify',
          pepper: app.config.OTP_PEPPER,
          locale: customer.locale,
        });
        await app.effects.deliver(mail([mailId], { now: true }));
      });
      return { success: true, data: {}, message: RESEND_NEUTRAL };
    },
  );

  app.post(
    '/api/customers/verify-otp',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary:
          'Verify the registration code (single use, 10 minutes, 5 tries; failures throttled per account) and ' +
          'sign the customer in: answers the session the login answers',
        body: VerifyOtpBodySchema,
        response: { 200: Envelope(LoginResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, code } = request.body;
      const verified = await signInWithCode(app, identifier, 'verify', code, request.ip);
      if (!verified) throw invalidInput(INVALID_CODE);
      return {
        success: true,
        data: { _id: verified.id, token: signCustomerToken(app, verified), customer: toCustomer(verified) },
        message: 'Account verified',
      };
    },
  );
}

export const registerRoutesPlugin = fp(registerRoutes, {
  name: 'routes-customers-register',
  dependencies: ['database', 'auth', 'effects', 'rate-limit', 'background'],
});
