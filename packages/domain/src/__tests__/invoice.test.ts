import { financialYear, invoiceNumber, numberInIndianWords, rupeesInWords, splitGst } from '../index';

describe('numberInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [9_999_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%d is %s', (value, words) => {
    expect(numberInIndianWords(value)).toBe(words);
  });
});

describe('rupeesInWords', () => {
  it('writes rupees and paise', () => {
    expect(rupeesInWords(1_899_900)).toBe('Rupees Eighteen Thousand Nine Hundred Ninety-Nine Only');
    expect(rupeesInWords(10_500_050)).toBe('Rupees One Lakh Five Thousand and Fifty Paise Only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(1.5)).toThrow();
    expect(() => rupeesInWords(-1)).toThrow();
  });
});

describe('financialYear and invoiceNumber', () => {
  it('runs April to March', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('pads the sequence to 6 digits', () => {
    expect(invoiceNumber('TH', '2026-27', 123)).toBe('TH/2026-27/000123');
    expect(invoiceNumber('TH', '2026-27', 1_234_567)).toBe('TH/2026-27/1234567');
  });
});

describe('splitGst', () => {
  it('takes 5% GST out of an inclusive amount, parts adding up', () => {
    expect(splitGst(105_000, false)).toEqual({ taxableValue: 100_000, cgst: 0, sgst: 0, igst: 5_000 });
    expect(splitGst(105_000, true)).toEqual({ taxableValue: 100_000, cgst: 2_500, sgst: 2_500, igst: 0 });
    for (const amount of [1, 2, 3, 99, 12_345, 475_001]) {
      const split = splitGst(amount, true);
      expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(amount);
    }
  });
});
