/** India's country code, for a number given without one. */
export const DEFAULT_COUNTRY_CODE = '91';

/**
 * A phone number as WhatsApp's click-to-chat wants it: country code then number, digits only
 * ("+91 98765 43210", "098765 43210" and "9876543210" all give "919876543210"). A number written with + or
 * 00 already has its country code; otherwise spaces, dashes and leading zeros go and the country code (India
 * by default) is put first unless the number already starts with it. Null when what is left cannot be a
 * phone number (E.164: 8 to 15 digits, not starting with 0).
 */
export function whatsappNumber(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  const raw = phone.trim().slice(0, 40);
  const written = raw.replace(/\D/g, '');
  let digits = written;
  if (raw.startsWith('00')) digits = written.slice(2);
  else if (!raw.startsWith('+')) {
    const code = countryCode.replace(/\D/g, '').slice(0, 4) || DEFAULT_COUNTRY_CODE;
    const local = written.replace(/^0+/, '');
    digits = local.length > 10 && local.startsWith(code) ? local : `${code}${local}`;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/**
 * WhatsApp's click-to-chat link, https://wa.me/<number>?text=<the message, encoded>: opening it starts a
 * chat with the number with the message typed in, for the sender to send. Null when the number is unusable.
 */
export function whatsappChatUrl(
  phone: string,
  countryCode: string = DEFAULT_COUNTRY_CODE,
  text = '',
): string | null {
  const number = whatsappNumber(phone, countryCode);
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}
