import { GST_PERCENT } from './pricing';

/**
 * The Indian financial year (April to March) of a 'YYYY-MM-DD' date, as invoices write it: "2026-27".
 */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "TH/2026-27/000123": the prefix, the financial year and the year's sequence number (6 digits or more). */
export function invoiceNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
}

export interface GstSplit {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * A GST-inclusive amount in paise split into its taxable value and 5% GST: CGST 2.5% + SGST 2.5% when the
 * supply is within the operator's state (`placeOfSupply(...).intraState`), IGST 5% otherwise. The parts
 * always add up to the amount.
 */
export function splitGst(amountInclusive: number, intraState: boolean): GstSplit {
  const taxableValue = Math.round((amountInclusive * 100) / (100 + GST_PERCENT));
  const gst = amountInclusive - taxableValue;
  if (!intraState) return { taxableValue, cgst: 0, sgst: 0, igst: gst };
  const cgst = Math.round(gst / 2);
  return { taxableValue, cgst, sgst: gst - cgst, igst: 0 };
}
