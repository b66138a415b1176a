/** At most ₹1,00,00,000 in one payment (the API's bound is higher; no booking comes near). */
const MAX_RUPEE_DIGITS = 8;
const RUPEES = new RegExp(`^(\\d{1,${MAX_RUPEE_DIGITS}})(?:\\.(\\d{1,2}))?$`);
export const RUPEE_INPUT_MAX_LENGTH = 16;

/**
 * A rupee amount as typed ("12,500", "₹ 4999.5", "0.75") in integer paise, read digit by digit so no float
 * rounding creeps in (parseFloat("4.35") * 100 is 434.99999999999994); null when it is not an amount.
 */
export function parseRupeesToPaise(input: string): number | null {
  if (input.length > RUPEE_INPUT_MAX_LENGTH) return null;
  const cleaned = input.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = RUPEES.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}
