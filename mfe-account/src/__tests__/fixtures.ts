import type { Customer, Notification } from '@trippy/contracts';

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
