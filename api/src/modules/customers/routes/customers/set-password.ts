import { invalidInput } from '@trippy/domain';
import fp from 'fastify-plugin';
import { ApiErrorSchema, Envelope, LoginResultSchema, SetPasswordBodySchema } from '@trippy/contracts';
import type { App } from '../../../../types';
import { hashPassword } from '../../../sign-in/password';
import { setPasswordWithLink } from '../../password-links.repository';
import { toCustomer } from '../../customers.repository';
import { limited } from '../../../../plugins/rate-limit';
import { signCustomerToken } from '../../../../plugins/auth';

export const PASSWORD_LINK_INVALID =
  'This link has expired or was already used. Log in with a code sent to your email instead, or ask our office for help.';

/** An account staff opened for a pilgrim: its owner chooses the password through the mailed link, and is signed in. */
async function setPasswordRoutes(app: App): Promise<void> {
  app.post(
    '/api/customers/set-password',
    {
      config: limited(app),
      schema: {
        tags: ['customers'],
        summary:
          'Choose a password with the link mailed when our office opened the account (one use, 7 days)',
        body: SetPasswordBodySchema,
        response: { 200: Envelope(LoginResultSchema), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      // Hashed before the transaction: argon2 takes tens of milliseconds, the link's row stays locked less.
      const passwordHash = await hashPassword(request.body.password);
      const customer = await setPasswordWithLink(
        app.db,
        { token: request.body.token, pepper: app.config.OTP_PEPPER, now: app.clock.now() },
        passwordHash,
      );
      if (!customer) throw invalidInput(PASSWORD_LINK_INVALID);
      return {
        success: true,
        data: { _id: customer.id, token: signCustomerToken(app, customer), customer: toCustomer(customer) },
        message: 'Password saved: you are logged in',
      };
    },
  );
}

export const setPasswordRoutesPlugin = fp(setPasswordRoutes, {
  name: 'routes-customers-set-password',
  dependencies: ['database', 'auth', 'rate-limit', 'jobs'],
});
