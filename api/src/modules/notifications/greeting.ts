import type { Locale } from '@trippy/contracts';

/** The longest first name a mail greets by; anything longer is greeted neutrally. */
export const GREETING_NAME_MAX = 24;

// One or two words of letters (any script), with the dots, apostrophes and hyphens names have.
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M}.'-]*(?: [\p{L}\p{M}][\p{L}\p{M}.'-]*)?$/u;

/**
 * The first line of every mail to a customer: "Namaste Meera," with the account's own first name when it
 * reads as a name (letters, at most two words, at most 24 characters), else "Namaste,". Only the first name
 * the account registered with may come here, and only in mail to the account's verified address: free text
 * from a form (a booking's full name, a pending registration's name) never starts a mail.
 */
export function greeting(firstName?: string | null, locale: Locale = 'en'): string {
  const name = greetingName(firstName);
  const hello = locale === 'hi' ? 'नमस्ते' : 'Namaste';
  return name ? `${hello} ${name},` : `${hello},`;
}

/** The name `greeting` greets by (the same rule), or undefined when it greets neutrally. */
export function greetingName(firstName?: string | null): string | undefined {
  const name = (firstName ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
  return name.length <= GREETING_NAME_MAX && NAME_LIKE.test(name) ? name : undefined;
}
