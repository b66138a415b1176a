import type { PaymentReturnResult } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { toast } from '@trippy/ui';

/** Tells the customer what the server says a returned payment did (never "paid" before it counted it). */
export function announcePaymentReturn(result: PaymentReturnResult): void {
  if (result.outcome === 'confirmed' || result.outcome === 'already-recorded')
    toast.success(
      result.remainingAmount > 0
        ? `Payment received: ${formatRupees(result.amountPaid)} paid, ${formatRupees(result.remainingAmount)} left to pay.`
        : 'Payment received: your booking is fully paid.',
    );
  else if (result.outcome === 'refunded')
    toast.error('This payment could not be used for your booking: it is being refunded in full.');
  else toast.info('Your payment is being processed: we will confirm it here as soon as it is received.');
}
