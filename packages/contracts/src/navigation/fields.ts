import * as v from 'valibot';
import { isCalendarDate, MAX_SEATS_PER_BOOKING } from '@trippy/domain';

// Field schemas of what crosses between remotes in the browser (navigation state, window events). valibot, not
// TypeBox: these checks run in every remote's bundle, where TypeBox's Value.Check would cost 25 KB gzip and
// valibot's checks of these objects cost about 2 KB. The HTTP contracts stay TypeBox (Fastify, OpenAPI).

export const IdField = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/));
export const isId = (value: unknown): value is string => v.is(IdField, value);
export const DateField = v.pipe(
  v.string(),
  v.check((value: string) => isCalendarDate(value)),
);
export const PaiseField = v.pipe(v.number(), v.integer(), v.minValue(0));
export const SeatsField = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS_PER_BOOKING));
export const textField = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength));
export const NamedRefField = v.object({ name: textField(200), slug: textField(200) });
export const PaymentTypeField = v.picklist(['full', 'advance']);

/** The value when it matches `schema` (unknown keys dropped), else undefined: anything else counts as missing. */
export function readAs<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}
