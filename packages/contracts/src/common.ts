import { FormatRegistry, Type, type TSchema } from '@sinclair/typebox';
import { isCalendarDate } from '@trippy/domain';

/** Every `_id` is 24 lowercase hex characters (like a MongoDB ObjectId). */
export const IdSchema = Type.String({ pattern: '^[0-9a-f]{24}$', description: '24-character hex id' });

/** Money is integer paise (1899900 = ₹18,999). */
export const PaiseSchema = Type.Integer({ minimum: 0, description: 'Amount in paise' });

/**
 * The format of a real calendar date 'YYYY-MM-DD' (`isCalendarDate`): 2026-02-30 and 2026-13-45 are refused
 * with a 400 naming the field, before any query sees them. The API's ajv registers it (api/src/app.ts), and
 * TypeBox's checks (Value.Check, TypeCompiler) get it here.
 */
export const ISO_DATE_FORMAT = 'iso-date';
if (!FormatRegistry.Has(ISO_DATE_FORMAT)) FormatRegistry.Set(ISO_DATE_FORMAT, isCalendarDate);

/** Calendar date 'YYYY-MM-DD' that exists (the pattern is for generators and readers; the format decides). */
export const IsoDateSchema = Type.String({
  format: ISO_DATE_FORMAT,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD, a real calendar date',
});

/** Every date of the contracts: the one IsoDate. */
export const DateOnlySchema = IsoDateSchema;

/** Full ISO timestamp. */
export const TimestampSchema = Type.String({ format: 'date-time' });

/** Indian mobile number: 10 digits starting 6-9. */
export const IndianPhoneSchema = Type.String({
  pattern: '^[6-9]\\d{9}$',
  description: '10-digit Indian mobile',
});

export const EmailSchema = Type.String({ format: 'email', maxLength: 254 });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdParamsSchema = Type.Object({ id: IdSchema });
