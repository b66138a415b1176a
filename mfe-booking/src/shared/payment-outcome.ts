import type { PaymentReturnResult } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { toast } from '@trippy/ui';
import type { PageText } from '../messages';

/** Tells the customer what the server says a returned payment did (never "paid" before it counted it). */
export function announcePaymentReturn(result: PaymentReturnResult, { t, tag }: PageText): void {
  if (result.outcome === 'confirmed' || result.outcome === 'already-recorded')
    toast.success(
      result.remainingAmount > 0
        ? t('Payment received: {paid} paid, {left} left to pay.', {
            paid: formatRupees(result.amountPaid, tag),
            left: formatRupees(result.remainingAmount, tag),
          })
        : t('Payment received: your booking is fully paid.'),
    );
  else if (result.outcome === 'refunded')
    toast.error(t('This payment could not be used for your booking: it is being refunded in full.'));
  else toast.info(t('Your payment is being processed: we will confirm it here as soon as it is received.'));
}
