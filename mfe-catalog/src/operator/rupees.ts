/** "18,999.50", "₹18999" or "18999" -> 1899950 / 1899900 paise, exactly (no floating point); null if not money. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.slice(0, 32).trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  const total = rupees * 100 + paise;
  return Number.isSafeInteger(total) ? total : null;
}

/** 1899950 -> "18999.50", 1899900 -> "18999": the value an input shows (no grouping, no symbol). */
export function paiseToRupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}
