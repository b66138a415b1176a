import { GST_PERCENT } from '@trippy/domain';
import type { Translate } from '@trippy/i18n';

/** The domain's PER_PERSON_PLUS_GST ("per person + 5% GST") in the page's language. */
export const perPersonPlusGst = (t: Translate): string => t('per person + {gst}% GST', { gst: GST_PERCENT });

/** "15% off": a package's discount on its original price. */
export const percentOff = (t: Translate, discount: number): string => t('{discount}% off', { discount });
