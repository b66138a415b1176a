import { isValidEmail } from '@trippy/domain';
import { msg } from '@trippy/i18n';

const PHONE = /^(\+91|0091|0)?[6-9]\d{9}$/;

/** An email address or a 10-digit Indian mobile number (a +91 or 0 prefix is accepted). */
export function validateIdentifier(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return msg('Enter your email or phone');
  if (trimmed.includes('@')) return isValidEmail(trimmed) ? undefined : msg('Enter a valid email address');
  return PHONE.test(trimmed.replace(/[\s-]/g, ''))
    ? undefined
    : msg('Enter a valid email or 10-digit mobile number');
}
