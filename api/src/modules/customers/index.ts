import fp from 'fastify-plugin';
import type { App } from '../../types';
import { registerRoutesPlugin } from './routes/customers/register';
import { loginRoutesPlugin } from './routes/customers/login';
import { profileRoutesPlugin } from './routes/customers/profile';
import { sessionRoutesPlugin } from './routes/customers/session';
import { setPasswordRoutesPlugin } from './routes/customers/set-password';
import { operatorCustomerRoutesPlugin } from './routes/operator/customers';

/** Customers: registration with a mailed code, sign-in, profile, sessions; for staff, finding an account. */
async function customersModule(app: App): Promise<void> {
  await app.register(registerRoutesPlugin);
  await app.register(loginRoutesPlugin);
  await app.register(profileRoutesPlugin);
  await app.register(sessionRoutesPlugin);
  await app.register(setPasswordRoutesPlugin);
  await app.register(operatorCustomerRoutesPlugin);
}

export const customersModulePlugin = fp(customersModule, {
  name: 'module-customers',
  dependencies: ['database', 'auth', 'effects', 'operator-routes'],
});
