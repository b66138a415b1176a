const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${ONES[unit] ?? ''}` : ''}`;
}

/** 1..999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words by the Indian system: crore, lakh, thousand, hundred (1,23,45,678). */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in paise as an invoice writes it: "Rupees One Lakh Five Thousand and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}
