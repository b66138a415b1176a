import {
  invalidInput,
  codeRequestTooSoon,
  conflict,
  forbidden,
  notFound,
  tooManyAttempts,
} from '@trippy/domain';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  ApiErrorSchema,
  ConfirmEmailBodySchema,
  CustomerSchema,
  Envelope,
  ProfileUpdateBodySchema,
  UserIdParamsSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { limited } from '../../../../plugins/rate-limit';
import {
  findCustomerById,
  isUniqueViolation,
  toCustomer,
  type ProfileFields,
} from '../../customers.repository';
import { INVALID_CODE } from '../../../sign-in/otp';
import {
  accountKey,
  claimCodeRequest,
  clearFailures,
  codeRequestKey,
  reserveAttempt,
} from '../../../sign-in/auth-throttle.repository';
import { confirmEmailChange, updateProfile } from '../../profile-changes';
import { mail } from '../../../../shared/effects';

export const PHONE_TAKEN = 'An account with this phone number already exists';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const emailCodeSent = (email: string) =>
  `${PROFILE_UPDATED}. We have sent a code to ${email}: enter it to confirm your new email.`;

const authErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** A token only reads or changes its own customer. */
function assertSelf(request: FastifyRequest, userId: string): void {
  if (request.user.sub !== userId) throw forbidden();
}

/** GET /api/customers/:userId and PUT /api/customers/profile/:userId (bearer, own id only). */
async function profileRoutes(app: App): Promise<void> {
  app.get(
    '/api/customers/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'The logged-in customer, with isProfileComplete',
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        response: { 200: Envelope(CustomerSchema), ...authErrors },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const row = await findCustomerById(app.db, request.params.userId);
      if (!row) throw notFound('Customer not found');
      return { success: true, data: toCustomer(row) };
    },
  );

  app.put(
    '/api/customers/profile/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Update the logged-in customer profile',
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        body: ProfileUpdateBodySchema,
        response: { 200: Envelope(CustomerSchema), 400: ApiErrorSchema, 409: ApiErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const body = request.body;
      const current = await findCustomerById(app.db, request.params.userId);
      if (!current) throw notFound('Customer not found');
      const newEmail = body.email?.trim().toLowerCase();
      const emailChange = newEmail !== undefined && newEmail !== current.email ? newEmail : undefined;
      if (emailChange) {
        const claim = await claimCodeRequest(app.db, codeRequestKey(emailChange));
        if (!claim.allowed) throw codeRequestTooSoon(claim.waitSeconds);
      }
      const changes: ProfileFields = {
        ...(body.firstName !== undefined ? { first_name: body.firstName.trim() } : {}),
        ...(body.lastName !== undefined ? { last_name: body.lastName.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.address !== undefined ? { address: body.address.trim() } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
      };
      try {
        const { row, mailId } = await updateProfile(
          app.db,
          current.id,
          changes,
          emailChange,
          app.config.OTP_PEPPER,
        );
        await app.effects.deliver(mail([mailId], { now: true }));
        return {
          success: true,
          data: toCustomer(row),
          message: emailChange ? emailCodeSent(emailChange) : PROFILE_UPDATED,
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/customers/profile/:userId/confirm-email',
    {
      onRequest: app.authenticate,
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary: 'Confirm a new email address with the code mailed to it',
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        body: ConfirmEmailBodySchema,
        response: {
          200: Envelope(CustomerSchema),
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const customerId = request.params.userId;
      const key = accountKey(customerId);
      const attempt = await reserveAttempt(app.db, key);
      if (!attempt.allowed) throw tooManyAttempts(attempt.waitSeconds);
      try {
        const row = await confirmEmailChange(app.db, customerId, request.body.code, app.config.OTP_PEPPER);
        if (!row) throw invalidInput(INVALID_CODE);
        await clearFailures(app.db, key);
        return { success: true, data: toCustomer(row), message: 'Your new email is confirmed' };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );
}

export const profileRoutesPlugin = fp(profileRoutes, {
  name: 'routes-customers-profile',
  dependencies: ['database', 'auth', 'effects', 'rate-limit'],
});
