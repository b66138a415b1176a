import { GST_PERCENT } from '@trippy/domain';

/**
 * The one wording of every per-person price on cards, listings and search results: the price before tax,
 * saying plainly that GST is added (no drip pricing). The package page then shows the GST-inclusive total.
 */
export const PER_PERSON_PLUS_GST = `per person + ${GST_PERCENT}% GST`;
export const PLUS_GST = `+ ${GST_PERCENT}% GST`;
