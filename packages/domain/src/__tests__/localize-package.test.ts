import { localizeListedPackage, localizePackage, type PackageWords } from '../localize-package';
import { GROUP_SIZE, REFUND_TABLE_NAMES } from '../refund';

const english: PackageWords & {
  slug: string;
  category: { slug: string };
  destination: { slug: string };
  additionalServices: { price: number }[];
} = {
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
  category: { name: 'Char Dham', slug: 'char-dham' },
  destination: { name: 'Kedarnath', slug: 'kedarnath' },
  additionalServices: [
    { _id: 'a1', name: 'Pony', price: 350_000 },
    { _id: 'a2', name: 'Helicopter', price: 900_000 },
  ],
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

  it('names the category, destination and add-ons in the translation, by add-on id, keeping slugs and prices', () => {
    const hindi = localizePackage(english, {
      categoryName: 'चार धाम',
      destinationName: 'केदारनाथ',
      addOnNames: { a2: 'हेलीकॉप्टर' },
    });
    expect(hindi.category).toEqual({ name: 'चार धाम', slug: 'char-dham' });
    expect(hindi.destination).toEqual({ name: 'केदारनाथ', slug: 'kedarnath' });
    expect(hindi.additionalServices).toEqual([
      { _id: 'a1', name: 'Pony', price: 350_000 },
      { _id: 'a2', name: 'हेलीकॉप्टर', price: 900_000 },
    ]);
  });

  it('a listed package: its name, place, duration, category and destination, the rest untouched', () => {
    const listed = { ...english, offerPrice: 1_200_000 };
    const hindi = localizeListedPackage(listed, {
      name: 'केदारनाथ यात्रा',
      duration: '5 दिन / 4 रातें',
      categoryName: 'चार धाम',
      description: 'not a listed word',
    });
    expect([hindi.name, hindi.duration, hindi.location, hindi.category.name, hindi.destination.name]).toEqual(
      ['केदारनाथ यात्रा', '5 दिन / 4 रातें', 'Kedarnath, Rudraprayag', 'चार धाम', 'Kedarnath'],
    );
    expect(hindi.description).toBe('A guided yatra.');
    expect(hindi.offerPrice).toBe(1_200_000);
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
