import { OFFICE_PHONE, sellerAddressLine } from '@trippy/domain';

/**
 * The operator's public facts, shown by the layout and the content pages. The office address is the seller's
 * (domain SELLER), the one the GST invoices print.
 */
export const BRAND = {
  name: 'Trippy Himalaya',
  tagline: 'Char Dham Yatra, Himalayan treks and trips from Dehradun',
  officeAddress: sellerAddressLine(),
  // The first is the one messages to customers give (domain OFFICE_PHONE).
  phones: [OFFICE_PHONE, '+91 70170 54321'],
  email: 'hello@trippyhimalaya.in',
  whatsappNumber: '919837012345',
  social: {
    instagram: 'https://www.instagram.com/trippyhimalaya',
    facebook: 'https://www.facebook.com/trippyhimalaya',
    youtube: 'https://www.youtube.com/@trippyhimalaya',
  },
} as const;
