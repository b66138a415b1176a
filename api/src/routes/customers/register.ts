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
import type { App } from '../../types';
import { newId } from '../../db/ids';
import { hashPassword } from '../../services/password';
import { checkOtp, issueOtp, OTP_MESSAGES, secondsBeforeResend } from '../../services/otp';
import { enqueueMail } from '../../services/outbox';
import { findCustomerByIdentifier, isUniqueViolation, toCustomer } from '../../services/customers-repo';
import { badRequest, conflict } from '../../services/http-error';
import { limited } from '../../plugins/rate-limit';
import { otpMail } from '../../services/mail-templates';

export const DUPLICATE_ACCOUNT = 'An account with this email or phone already exists';
/** The answer for a resend, whether or not a not-yet-verified account exists (no account enumeration). */
export const RESEND_NEUTRAL =
  'If an account is waiting for verification, a new code has been sent to its email';
export const resendWaitMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code`;

/**
 * POST /api/customers/send-otp registers and mails a verification code; POST /api/customers/resend-otp
 * replaces it with a new one; POST /api/customers/verify-otp checks it.
 */
async function registerRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/send-otp',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Register a customer and send a 6-digit verification code',
        body: RegisterBodySchema,
        response: { 201: Envelope(RegisterResultSchema), 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const passwordHash = await hashPassword(body.password);
      const id = newId();
      let mailId = '';
      let expiresAt: Date;
      try {
        ({ mailId, expiresAt } = await app.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('customers')
            .values({
              id,
              first_name: body.firstName.trim(),
              last_name: body.lastName.trim(),
              email,
              phone: body.phone,
              password_hash: passwordHash,
            })
            .execute();
          const otp = await issueOtp(tx, id, 'verify', app.config.OTP_PEPPER);
          const mail = otpMail(body.firstName, otp.code, 'verify your account');
          return {
            mailId: await enqueueMail(tx, { kind: 'otp', to: email, ...mail }),
            expiresAt: otp.expiresAt,
          };
        }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_ACCOUNT);
        throw error;
      }
      await app.mailer.deliver([mailId]);
      return reply.status(201).send({
        success: true,
        data: { _id: id, email, phone: body.phone, otpExpiresAt: expiresAt.toISOString() },
        message: 'Registration successful! Please login.',
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
          'Mail a new registration code to a not-yet-verified account (replaces the previous one; one per 30 s). ' +
          'Answers the same for unknown and already verified accounts.',
        body: ResendOtpBodySchema,
        response: { 200: Envelope(Type.Object({})), 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.db.transaction().execute(async (tx) => {
        const found = await findCustomerByIdentifier(tx, request.body.identifier);
        if (!found) return { kind: 'neutral' as const };
        // Lock the account so two simultaneous resends cannot both pass the wait.
        const customer = await tx
          .selectFrom('customers')
          .selectAll()
          .where('id', '=', found.id)
          .forUpdate()
          .executeTakeFirst();
        if (!customer || customer.email_verified) return { kind: 'neutral' as const };
        const wait = await secondsBeforeResend(tx, customer.id, 'verify');
        if (wait > 0) return { kind: 'wait' as const, wait };
        const otp = await issueOtp(tx, customer.id, 'verify', app.config.OTP_PEPPER);
        const mail = otpMail(customer.first_name, otp.code, 'verify your account');
        return {
          kind: 'sent' as const,
          mailId: await enqueueMail(tx, { kind: 'otp', to: customer.email, ...mail }),
        };
      });
      if (outcome.kind === 'wait') {
        return reply
          .status(429)
          .header('retry-after', String(outcome.wait))
          .send({ success: false, message: resendWaitMessage(outcome.wait) });
      }
      if (outcome.kind === 'sent') await app.mailer.deliver([outcome.mailId]);
      return { success: true, data: {}, message: RESEND_NEUTRAL };
    },
  );

  app.post(
    '/api/customers/verify-otp',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Verify the registration code (single use, 10 minutes, 5 tries)',
        body: VerifyOtpBodySchema,
        response: { 200: Envelope(LoginResultSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, code } = request.body;
      const result = await app.db.transaction().execute(async (tx) => {
        const customer = await findCustomerByIdentifier(tx, identifier);
        if (!customer) return { check: 'invalid' as const };
        const check = await checkOtp(tx, customer.id, 'verify', code, app.config.OTP_PEPPER);
        if (check !== 'ok') return { check };
        const updated = await tx
          .updateTable('customers')
          .set({ email_verified: true, updated_at: new Date() })
          .where('id', '=', customer.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { check, customer: updated };
      });
      if (result.check !== 'ok') throw badRequest(OTP_MESSAGES[result.check]);
      const token = app.jwt.sign({ sub: result.customer.id });
      return {
        success: true,
        data: { _id: result.customer.id, token, customer: toCustomer(result.customer) },
        message: 'Account verified',
      };
    },
  );
}

export const registerRoutesPlugin = fp(registerRoutes, {
  name: 'routes-customers-register',
  dependencies: ['database', 'auth', 'mailer', 'rate-limit'],
});
