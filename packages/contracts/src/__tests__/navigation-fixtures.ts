import type { BookingChoice, BookingPackage } from '../navigation';

export const PACKAGE_ID = 'a'.repeat(24);
export const BATCH_ID = 'b'.repeat(24);
export const ADDON_ID = 'c'.repeat(24);

export const bookingPackage: BookingPackage = {
  _id: PACKAGE_ID,
  slug: 'kedarnath-yatra',
  name: 'Kedarnath Yatra',
  duration: '5 Days / 4 Nights',
  packageType: 'Pilgrimage',
  destination: { name: 'Kedarnath', slug: 'kedarnath' },
  category: { name: 'Char Dham', slug: 'char-dham' },
  offerPrice: 1_899_900,
  originalPrice: 2_199_900,
  additionalServices: [{ _id: ADDON_ID, name: 'Helicopter', price: 500_000 }],
  batches: [{ _id: BATCH_ID, startDate: '2027-05-10', endDate: '2027-05-14', seatsLeft: 12 }],
};

export const bookingChoice: BookingChoice = {
  batchId: BATCH_ID,
  numberOfSeats: 2,
  paymentType: 'advance',
  addonIds: [ADDON_ID],
};
