import { Type, type TSchema } from '@sinclair/typebox';

/** Every `_id` is 24 lowercase hex characters (like a MongoDB ObjectId). */
export const IdSchema = Type.String({ pattern: '^[0-9a-f]{24}$', description: '24-character hex id' });

/** Money is integer paise (1899900 = ₹18,999). */
export const PaiseSchema = Type.Integer({ minimum: 0, description: 'Amount in paise' });

/** Calendar date 'YYYY-MM-DD'. */
export const DateOnlySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

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
