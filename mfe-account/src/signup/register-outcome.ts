import type { RegisterBody } from '@trippy/contracts';
import { msg } from '@trippy/i18n';
import { serverFieldError } from '../shared/server-field-error';
import type { SignupErrors } from './signup-validation';

export const REGISTER_FAILED = msg('Registration failed.');
export const REGISTER_ERROR = msg('Registration failed. Please try again.');
/**
 * After the verified code: the spec's "Registration successful!", but the customer is signed in by the code
 * (issue #36), so "Please login." would send them to a form they no longer need.
 */
export const REGISTER_SUCCESS = msg('Registration successful! You are now logged in.');

const FIELDS: readonly (keyof RegisterBody)[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

export type RegisterOutcome =
  { kind: 'code-sent' } | { kind: 'failed'; fieldErrors: SignupErrors; message: string | null };

/**
 * The spec's registration rule (201 means registered: the server answers 201 for a new, a pending and an
 * already registered address alike, the last one is told by mail) plus which field a 400 message is about.
 */
export function registerOutcome(status: number, message: string | undefined): RegisterOutcome {
  if (status === 201) return { kind: 'code-sent' };
  const field = status === 400 ? serverFieldError(message, FIELDS) : null;
  if (field) return { kind: 'failed', fieldErrors: { [field.field]: field.message }, message: null };
  if (status === 429)
    return {
      kind: 'failed',
      fieldErrors: {},
      message: message ?? msg('Too many attempts. Please wait a minute.'),
    };
  return { kind: 'failed', fieldErrors: {}, message: message ?? null };
}
