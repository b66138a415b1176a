import fp from 'fastify-plugin';
import {
  ApiErrorSchema,
  Envelope,
  LoginResultSchema,
  RegisterBodySchema,
  RegisterResultSchema,
  VerifyOtpBodySchema,
} from '@trippy/contracts';
import type { App } from '../../types';
import { newId } from '../../db/ids';
import { hashPassword } from '../../services/password';
import { checkOtp, issueOtp, OTP_MESSAGES } from '../../services/otp';
import { enqueueMail } from '../../services/outbox';
import { findCustomerByIdentifier, isUniqueViolation, toCustomer } from '../../services/customers-repo';
import { badRequest, conflict } from '../../services/http-error';
import { limited } from '../../plugins/rate-limit';
import { otpMail } from '../../services/mail-templates';

export const DUPLICATE_ACCOUNT = 'An account with this email or phone already exists';

/** POST /api/customers/send-otp registers and mails a verification code; POST /api/customers/verify-otp checks it. */
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
