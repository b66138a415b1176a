import * as v from 'valibot';
import { BookingPackageSchema } from './booking-navigation';
import { readAs, textField } from './fields';

/** A same-site path: one leading slash (never `//host`), bounded. */
const SameSitePath = v.pipe(
  v.string(),
  v.maxLength(300),
  v.check((path) => path.startsWith('/') && !path.startsWith('//'), 'not a same-site path'),
);

/** Where the route guard (or a page asking for a login) came from; login returns there with its state. */
export const FromLocationSchema = v.object({
  pathname: SameSitePath,
  search: v.optional(textField(2000)),
  hash: v.optional(textField(300)),
  state: v.optional(v.unknown()),
});
export type FromLocation = v.InferOutput<typeof FromLocationSchema>;

/** Navigation state of /login: the spec's `from` and packageData, and an identifier to prefill. */
export const LoginNavigationSchema = v.object({
  from: v.optional(FromLocationSchema),
  packageData: v.optional(BookingPackageSchema),
  identifier: v.optional(textField(254)),
});
export type LoginNavigationState = v.InferOutput<typeof LoginNavigationSchema>;

/** /login sent from `from` (a location: pathname, search, hash and its own navigation state). */
export function toLogin(from: FromLocation | undefined, extra: Omit<LoginNavigationState, 'from'> = {}) {
  const state: LoginNavigationState = { ...(from ? { from } : {}), ...extra };
  return { to: '/login', state };
}

/** Each part of a login's state that is not what the contract says is dropped. */
export function readLoginNavigation(state: unknown): LoginNavigationState {
  const record = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const from = readAs(FromLocationSchema, record['from']);
  const packageData = readAs(BookingPackageSchema, record['packageData']);
  const identifier = readAs(textField(254), record['identifier']);
  return {
    ...(from ? { from } : {}),
    ...(packageData ? { packageData } : {}),
    ...(identifier !== undefined ? { identifier } : {}),
  };
}
