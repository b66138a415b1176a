import type { BookingPackage, Customer, Notification } from '@trippy/contracts';

export const CUSTOMER: Customer = {
  _id: 'a'.repeat(24),
  firstName: 'Asha',
  lastName: 'Rawat',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '',
  isProfileComplete: false,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const note = (id: string, createdAt: string, read = false, message = `note ${id}`): Notification => ({
  _id: id.padStart(24, '0'),
  message,
  read,
  createdAt,
});

/** A package as the booking flow carries it in navigation state (the contract's BookingPackage). */
export const BOOKING_PACKAGE: BookingPackage = {
  _id: 'a'.repeat(24),
  slug: 'kedarnath-yatra',
  name: 'Kedarnath Yatra',
  duration: '5 Days / 4 Nights',
  packageType: 'Pilgrimage',
  destination: { name: 'Kedarnath', slug: 'kedarnath' },
  category: { name: 'Char Dham', slug: 'char-dham' },
  offerPrice: 1_899_900,
  originalPrice: 2_199_900,
  additionalServices: [],
  batches: [{ _id: 'b'.repeat(24), startDate: '2027-05-10', endDate: '2027-05-14', seatsLeft: 12 }],
};
