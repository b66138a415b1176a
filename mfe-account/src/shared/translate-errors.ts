import type { Translate } from '@trippy/i18n';

/** A form's rule messages (English, marked with msg()) in the page's language, for useForm's `validate`. */
export function translateErrors<K extends string>(
  errors: Partial<Record<K, string>>,
  t: Translate,
): Partial<Record<K, string>> {
  const shown: Partial<Record<string, string>> = {};
  for (const [key, message] of Object.entries<string | undefined>(errors))
    shown[key] = message === undefined ? undefined : t(message);
  return shown;
}
