import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { LeadModalBodySchema, LeadSideBodySchema, type LeadCreateBody } from '@trippy/contracts';
import { isValidEmail } from '@trippy/domain';

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', isValidEmail);

const modal = TypeCompiler.Compile(LeadModalBodySchema);
const side = TypeCompiler.Compile(LeadSideBodySchema);

export type LeadForm = 'modal' | 'side';

/** The side form is the one with a trip type (or a message); anything else is read as the modal form. */
export function leadFormOf(body: Record<string, unknown>): LeadForm {
  return 'tripType' in body || 'message' in body ? 'side' : 'modal';
}

function firstError(
  checker: ReturnType<typeof TypeCompiler.Compile<TSchema>>,
  value: unknown,
): string | undefined {
  if (checker.Check(value)) return undefined;
  // Only the first error: listing them all would run every check (patterns included) on every field.
  const error = checker.Errors(value).First();
  if (!error) return undefined;
  const field = error.path.replace(/^\//, '').replace(/\//g, '.') || 'body';
  return error.value === undefined || error.value === '' ? `${field} is required` : `${field} is not valid`;
}

export type LeadValidation = { value: { form: LeadForm; body: LeadCreateBody } } | { error: Error };

/** Validates either form with messages that name the field, and drops unknown fields. */
export function validateLead(data: unknown): LeadValidation {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { error: new Error('body must be an object') };
  const form = leadFormOf(data as Record<string, unknown>);
  const schema = form === 'side' ? LeadSideBodySchema : LeadModalBodySchema;
  const checker = form === 'side' ? side : modal;
  const value = Value.Clean(schema, Value.Default(schema, structuredClone(data)));
  const message = firstError(checker, value);
  if (message) return { error: new Error(message) };
  return { value: { form, body: value as LeadCreateBody } };
}
