import type { TestCustomer } from './test-app';
import { travellersFor } from './travellers';

/** A complete POST /api/bookings body for the customer: their contact details, one traveller per seat. */
export function bookingBody(
  customer: Pick<TestCustomer, 'email' | 'phone'>,
  choice: {
    packageId: string;
    batchId: string;
    seats?: number;
    paymentType?: 'full' | 'advance';
    addonIds?: string[];
  },
) {
  const seats = choice.seats ?? 1;
  return {
    packageId: choice.packageId,
    batchId: choice.batchId,
    numberOfSeats: seats,
    paymentType: choice.paymentType ?? 'full',
    addonIds: choice.addonIds ?? [],
    customerDetails: {
      fullName: 'Rohan Joshi',
      email: customer.email,
      phone: customer.phone,
      address: 'Ballupur Chowk, Dehradun',
      emergencyContact: '9898989898',
      emergencyName: 'Sunita Joshi',
    },
    travellers: travellersFor(seats),
  };
}
