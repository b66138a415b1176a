import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, msg, travellerFieldMessage, type DomainErrorKind } from '@trippy/domain';
import type { Locale } from '@trippy/contracts';
import { HttpError } from '../shared/http-error';
import { customerLanguage } from '../modules/notifications/customer-language';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "body/customerDetails/phone" -> "customerDetails.phone" */
function fieldName(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}

/** A traveller's field is named by the traveller: "Traveller 2: enter the age" ('' for other fields). */
function travellerMessage(error: AjvError): string {
  const match = /^\/travellers\/(\d{1,2})(?:\/(\w{1,20}))?$/.exec(error.instancePath);
  if (!match) return '';
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : '';
  const field = match[2] ?? missing;
  if (!field) return '';
  const empty = error.keyword === 'required' || (error.keyword === 'minLength' && error.params.limit === 1);
  return travellerFieldMessage(Number(match[1]) + 1, field, empty);
}

/** "short, week or long" (an empty value, meaning "not given", is not listed); a long list is not spelt out. */
function allowedValues(values: unknown): string {
  const listed = Array.isArray(values) ? values.filter((value) => value !== '').map(String) : [];
  if (listed.length === 0 || listed.length > 12) return 'the allowed values';
  return listed.length === 1
    ? (listed[0] ?? '')
    : `${listed.slice(0, -1).join(', ')} or ${listed.at(-1) ?? ''}`;
}

/** A message that names the field, e.g. "phone must be a valid value" or "password must be at least 8 characters". */
export function validationMessage(errors: AjvError[]): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  const traveller = travellerMessage(error);
  if (traveller) return traveller;
  const field = fieldName(error);
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return error.params.limit === 1
        ? `${field} is required`
        : `${field} must be at least ${String(error.params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters`;
    case 'pattern':
    case 'format':
      return `${field} is not valid`;
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? '>=' : '<='} ${String(error.params.limit)}`;
    case 'enum':
      return `${field} must be one of ${allowedValues(error.params.allowedValues)}`;
    case 'anyOf':
    case 'const':
      return `${field} must be one of the allowed values`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/**
 * What a failed request leaves in the log: the error's kind, message, code and stack, and the database's
 * constraint, table and column names, never its `detail`/`where`/`hint`, which quote row values (identity
 * numbers, emails, phone numbers).
 */
export function loggableError(error: Error): Record<string, unknown> {
  const source = error as Error & Record<string, unknown>;
  const kept: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine'])
    if (source[key] !== undefined) kept[key] = source[key];
  return kept;
}

/**
 * The caller's language: Hindi when the first language its Accept-Language names is Hindi (the site's
 * client sends the page's, hi-IN on /hi/ pages), else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const first = (typeof header === 'string' ? header.slice(0, 100) : '').split(/[,;]/, 1)[0] ?? '';
  return /^\s*hi(?:-|$)/i.test(first) ? 'hi' : 'en';
}

/**
 * The one shape of every error answer, its message in the caller's language where the API has it
 * (api/src/messages/hi.ts; English otherwise); the request id lets support find its log lines.
 */
const failure = (request: FastifyRequest, message: string) => ({
  success: false as const,
  message: customerLanguage(requestLocale(request)).t(message),
  requestId: request.id,
});

/** The one place a use case's refusal becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rule-violated': 422,
  'too-many-attempts': 429,
  unavailable: 503,
};

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(failure(request, validationMessage(error.validation as AjvError[])));
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(DOMAIN_ERROR_STATUS[error.kind]).send(failure(request, error.message));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(failure(request, error.message));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(status).send(failure(request, msg('Something went wrong. Please try again.')));
    }
    if (status === 429) {
      return reply.status(429).send(failure(request, msg('Too many requests. Please try again later.')));
    }
    return reply.status(status).send(failure(request, error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(failure(request, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
