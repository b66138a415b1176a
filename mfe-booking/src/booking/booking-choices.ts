import type { BookingChoice, BookingPackage } from '@trippy/contracts';
import { clampSeats, type PaymentType } from '@trippy/domain';

export interface BookingChoices {
  batchId: string;
  numberOfSeats: number;
  paymentType: PaymentType;
  addonIds: string[];
}

/**
 * The starting choices from what the package page sent: its batch when that batch is still open (else the
 * first open one), its seats clamped to the seats left, its payment type (full by default) and only add-ons
 * the customer picked there and the package offers. Nothing is pre-selected that the customer did not choose.
 */
export function initialChoices(pkg: BookingPackage, sent: BookingChoice | undefined): BookingChoices {
  const open = pkg.batches.filter((batch) => batch.seatsLeft > 0);
  const batch = open.find((b) => b._id === sent?.batchId) ?? open[0];
  const offered = new Set(pkg.additionalServices.map((service) => service._id));
  return {
    batchId: batch?._id ?? '',
    numberOfSeats: clampSeats(sent?.numberOfSeats ?? 1, batch?.seatsLeft ?? 1),
    paymentType: sent?.paymentType === 'advance' ? 'advance' : 'full',
    addonIds: (sent?.addonIds ?? []).filter((id) => offered.has(id)),
  };
}
