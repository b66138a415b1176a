import { localizePackage, type PackageWords } from '../localize-package';
import { GROUP_SIZE, REFUND_TABLE_NAMES } from '../refund';

const english: PackageWords & { slug: string } = {
  slug: 'kedarnath-yatra',
  name: 'Kedarnath Yatra',
  location: 'Kedarnath, Rudraprayag',
  duration: '5 Days / 4 Nights',
  description: 'A guided yatra.',
  highlights: ['Darshan', 'Helicopter option'],
  itinerary: [
    { day: 1, title: 'Dehradun to Guptkashi', description: 'Drive.' },
    { day: 2, title: 'Trek to Kedarnath', description: 'Walk 16 km.' },
  ],
  inclusions: ['Hotels', 'Meals'],
  exclusions: ['Pony'],
};

describe('localizePackage', () => {
  it('replaces each translated field and keeps the rest of the package', () => {
    const hindi = localizePackage(english, {
      name: 'केदारनाथ यात्रा',
      highlights: ['दर्शन', 'हेलीकॉप्टर विकल्प'],
      itinerary: [{ day: 2, title: 'केदारनाथ की चढ़ाई', description: '16 किमी पैदल।' }],
    });
    expect(hindi.name).toBe('केदारनाथ यात्रा');
    expect(hindi.slug).toBe('kedarnath-yatra');
    expect(hindi.highlights).toEqual(['दर्शन', 'हेलीकॉप्टर विकल्प']);
    // Day 1 has no translation: English; day 2 is translated.
    expect(hindi.itinerary.map((day) => day.title)).toEqual(['Dehradun to Guptkashi', 'केदारनाथ की चढ़ाई']);
    expect(hindi.description).toBe('A guided yatra.');
  });

  it('keeps a list in English when the translation says fewer or more things than the package', () => {
    const hindi = localizePackage(english, { inclusions: ['होटल'], exclusions: ['घोड़ा', 'डोली'] });
    expect(hindi.inclusions).toEqual(['Hotels', 'Meals']);
    expect(hindi.exclusions).toEqual(['Pony']);
  });

  it('is the package itself without a translation', () => {
    expect(localizePackage(english, undefined)).toBe(english);
  });
});

describe('texts written out for the catalogues', () => {
  it('the group refund table names the group size the rule uses', () => {
    expect(REFUND_TABLE_NAMES.group).toContain(`(${GROUP_SIZE} or more travellers)`);
  });
});
