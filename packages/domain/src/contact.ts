/** The longest email address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An email address: a local part, one `@`, and a domain of two or more dot-separated labels. Labels cannot
 * contain dots, so the pattern has one way to match any input and runs in linear time (the older
 * `[^\s@]+\.[^\s@]+` backtracked quadratically on long inputs).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Indian mobile number: 10 digits starting 6-9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** The length is checked before the pattern runs, so no input costs more than 254 characters of matching. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isIndianMobile(value: string): boolean {
  return value.length === 10 && INDIAN_MOBILE_PATTERN.test(value);
}
