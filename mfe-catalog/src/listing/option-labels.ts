import { msg } from '@trippy/i18n';

/**
 * The labels of the listing's duration, price and sort options, which @trippy/contracts defines (it has no
 * i18n): marked here so the catalogue test finds them, translated where shown with `t(option.label)`.
 * listing-query.test.ts checks that every option's label is here.
 */
export const OPTION_LABELS: readonly string[] = [
  msg('Up to 3 days'),
  msg('4 to 7 days'),
  msg('8 days or more'),
  msg('Under ₹8,000'),
  msg('₹8,000 to ₹15,000'),
  msg('Over ₹15,000'),
  msg('Recommended'),
  msg('Price: low to high'),
  msg('Price: high to low'),
  msg('Duration: shortest first'),
  msg('Duration: longest first'),
  msg('Soonest departure'),
];
