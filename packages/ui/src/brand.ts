/** The operator's public facts, shown by the layout and the content pages. */
export const BRAND = {
  name: 'Trippy Himalaya',
  tagline: 'Char Dham Yatra, Himalayan treks and trips from Dehradun',
  officeAddress: '2nd Floor, 14 Rajpur Road, Dehradun, Uttarakhand 248001',
  phones: ['+91 98370 12345', '+91 70170 54321'],
  email: 'hello@trippyhimalaya.in',
  whatsappNumber: '919837012345',
  social: {
    instagram: 'https://www.instagram.com/trippyhimalaya',
    facebook: 'https://www.facebook.com/trippyhimalaya',
    youtube: 'https://www.youtube.com/@trippyhimalaya',
  },
} as const;
