import type { Translate } from '@trippy/i18n';

/** A form's rule messages (English, marked with msg() where the rules are) in the page's language. */
export function translateErrors<E extends Partial<Record<string, string>>>(errors: E, t: Translate): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message ? t(message) : message]),
  ) as E;
}
