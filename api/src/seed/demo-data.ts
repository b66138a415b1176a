import { CHAR_DHAM_PACKAGES } from './packages-char-dham';
import { TREK_PACKAGES } from './packages-treks';
import { SHORT_TRIP_PACKAGES } from './packages-short-trips';
import { ADVENTURE_TRIP_PACKAGES } from './packages-adventure-trips';
import type { SeedPackage } from './seed-types';

export const SEED_PACKAGES: SeedPackage[] = [
  ...CHAR_DHAM_PACKAGES,
  ...TREK_PACKAGES,
  ...SHORT_TRIP_PACKAGES,
  ...ADVENTURE_TRIP_PACKAGES,
];

export const IMAGES_PER_PACKAGE = 3;
export const imagePath = (slug: string, n: number): string => `/images/packages/${slug}-${n}.svg`;

export const DEMO_CUSTOMER = {
  firstName: 'Aarav',
  lastName: 'Negi',
  email: 'demo@trippyhimalaya.in',
  phone: '9876543210',
  address: '14 Rajpur Road, Dehradun, Uttarakhand 248001',
  password: 'Trek@2026',
};

/** The demo back office's owner (README): signs in at /operator/login with this password and a mailed code. */
export const DEMO_OWNER = {
  name: 'Demo Owner',
  email: 'owner@trippyhimalaya.in',
  password: 'Operator@2026',
};
