/** Categories in the site's order: slugs are the site's category routes. */
export const CATEGORIES: Array<{ slug: string; name: string; description: string }> = [
  {
    slug: 'char-dham',
    name: 'Char Dham',
    description: 'Yamunotri, Gangotri, Kedarnath and Badrinath yatras from Haridwar and Dehradun.',
  },
  { slug: 'treks', name: 'Treks', description: 'Guided Himalayan treks from easy meadows to high passes.' },
  {
    slug: 'spiritual-trips',
    name: 'Spiritual Trips',
    description: 'Temples, ghats and Panch Kedar journeys at an unhurried pace.',
  },
  {
    slug: 'backpacking-trips',
    name: 'Backpacking Trips',
    description: 'Budget-friendly group trips for young travellers.',
  },
  {
    slug: 'weekend-trips',
    name: 'Weekend Trips',
    description: 'Two and three day escapes from Delhi and Dehradun.',
  },
  {
    slug: 'family-holidays',
    name: 'Family Holidays',
    description: 'Comfortable hill holidays for every age.',
  },
  {
    slug: 'trippy-girls-only-trips',
    name: 'Trippy Girls Only Trips',
    description: 'Women-only departures led by women trip captains.',
  },
  {
    slug: 'corporate-trippy-space',
    name: 'Corporate Trippy Space',
    description: 'Team offsites, retreats and adventure days for companies.',
  },
  {
    slug: 'adventure',
    name: 'Adventure',
    description: 'Paragliding, rafting and other adrenaline in the mountains.',
  },
];

export const DESTINATIONS: Array<{ slug: string; name: string; region: string }> = [
  { slug: 'kedarnath', name: 'Kedarnath', region: 'Uttarakhand' },
  { slug: 'badrinath', name: 'Badrinath', region: 'Uttarakhand' },
  { slug: 'gangotri', name: 'Gangotri', region: 'Uttarakhand' },
  { slug: 'yamunotri', name: 'Yamunotri', region: 'Uttarakhand' },
  { slug: 'chamoli', name: 'Chamoli', region: 'Uttarakhand' },
  { slug: 'uttarkashi', name: 'Uttarkashi', region: 'Uttarakhand' },
  { slug: 'rishikesh', name: 'Rishikesh', region: 'Uttarakhand' },
  { slug: 'mussoorie', name: 'Mussoorie', region: 'Uttarakhand' },
  { slug: 'spiti', name: 'Spiti', region: 'Himachal Pradesh' },
  { slug: 'kasol', name: 'Kasol', region: 'Himachal Pradesh' },
  { slug: 'bir', name: 'Bir', region: 'Himachal Pradesh' },
];
