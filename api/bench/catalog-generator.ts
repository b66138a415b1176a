/**
 * A generated catalogue for benchmarks at scale (not the demo data): varied names, locations, categories,
 * destinations, durations, prices, itineraries, services and departures, the same for the same seed.
 */
import { addDays, toDateOnly } from '@trippy/domain';
import type { Db } from '../src/db/schema';
import { json, newId } from '../src/db/ids';
import { CATEGORIES } from '../src/seed/catalog-data';

/** mulberry32: a small deterministic generator, so two runs bench the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACES = [
  ['Kedarnath', 'Rudraprayag', 'Uttarakhand'],
  ['Badrinath', 'Chamoli', 'Uttarakhand'],
  ['Gangotri', 'Uttarkashi', 'Uttarakhand'],
  ['Yamunotri', 'Uttarkashi', 'Uttarakhand'],
  ['Auli', 'Chamoli', 'Uttarakhand'],
  ['Chopta', 'Rudraprayag', 'Uttarakhand'],
  ['Munsiyari', 'Pithoragarh', 'Uttarakhand'],
  ['Sankri', 'Uttarkashi', 'Uttarakhand'],
  ['Lohajung', 'Chamoli', 'Uttarakhand'],
  ['Rishikesh', 'Dehradun', 'Uttarakhand'],
  ['Mussoorie', 'Dehradun', 'Uttarakhand'],
  ['Nainital', 'Nainital', 'Uttarakhand'],
  ['Binsar', 'Almora', 'Uttarakhand'],
  ['Kausani', 'Bageshwar', 'Uttarakhand'],
  ['Dharchula', 'Pithoragarh', 'Uttarakhand'],
  ['Harsil', 'Uttarkashi', 'Uttarakhand'],
  ['Kasol', 'Kullu', 'Himachal Pradesh'],
  ['Manali', 'Kullu', 'Himachal Pradesh'],
  ['Bir', 'Kangra', 'Himachal Pradesh'],
  ['Kaza', 'Lahaul and Spiti', 'Himachal Pradesh'],
  ['Sangla', 'Kinnaur', 'Himachal Pradesh'],
  ['Kalpa', 'Kinnaur', 'Himachal Pradesh'],
  ['Jibhi', 'Kullu', 'Himachal Pradesh'],
  ['McLeod Ganj', 'Kangra', 'Himachal Pradesh'],
  ['Leh', 'Leh', 'Ladakh'],
  ['Nubra', 'Leh', 'Ladakh'],
  ['Zanskar', 'Kargil', 'Ladakh'],
  ['Gulmarg', 'Baramulla', 'Jammu and Kashmir'],
  ['Sonamarg', 'Ganderbal', 'Jammu and Kashmir'],
  ['Pelling', 'Gyalshing', 'Sikkim'],
  ['Yuksom', 'Gyalshing', 'Sikkim'],
  ['Tawang', 'Tawang', 'Arunachal Pradesh'],
] as const;

/** [category slug, name patterns ({p} = place), package type, difficulty] */
const KINDS: Array<[string, string[], string, 'easy' | 'moderate' | 'challenging' | null]> = [
  ['char-dham', ['{p} Dham Yatra', '{p} Pilgrimage by Road', 'Do Dham: {p} and Beyond'], 'Yatra', 'easy'],
  [
    'treks',
    ['{p} Ridge Trek', '{p} Glacier Trail', '{p} Meadows Trek', '{p} High Pass Crossing'],
    'Trek',
    'moderate',
  ],
  [
    'spiritual-trips',
    ['{p} Temple Circuit', 'Sacred Ghats of {p}', '{p} Panch Kedar Walk'],
    'Spiritual',
    'easy',
  ],
  [
    'backpacking-trips',
    ['{p} Backpacking Loop', 'Hostels and Cafes of {p}', '{p} on a Budget'],
    'Backpacking',
    'easy',
  ],
  ['weekend-trips', ['{p} Weekend Escape', 'Two Nights in {p}', '{p} Long Weekend'], 'Weekend', null],
  ['family-holidays', ['{p} Family Holiday', '{p} with Kids', 'Slow Days in {p}'], 'Family', 'easy'],
  ['trippy-girls-only-trips', ['{p} Girls Only Trip', 'Women Who Wander: {p}'], 'Girls Only', 'moderate'],
  ['corporate-trippy-space', ['{p} Team Offsite', '{p} Leadership Retreat'], 'Corporate', null],
  [
    'adventure',
    ['{p} Rafting Rush', '{p} Paragliding Camp', '{p} Ski Week', '{p} Rock Climbing'],
    'Adventure',
    'challenging',
  ],
];

const SIGHTS = [
  'alpine lakes',
  'rhododendron forests',
  'snow peaks',
  'old temples',
  'river camps',
  'apple orchards',
  'monasteries',
  'glacial streams',
  'stone villages',
  'starry nights',
];
const ADJECTIVES = [
  'Hidden',
  'Classic',
  'Winter',
  'Monsoon',
  'Autumn',
  'Grand',
  'Quiet',
  'Wild',
  'Golden',
  'Misty',
];
const INCLUDED = [
  'Transport from Dehradun and back',
  'Stays on twin sharing',
  'All meals on the trail',
  'Trip captain and local guides',
  'Permits and entry fees',
  'First aid and oxygen cylinder',
];
const EXCLUDED = [
  'Travel insurance',
  'Personal expenses',
  'Porter for personal bags',
  'Anything not listed as included',
];
const SERVICES: Array<[string, number]> = [
  ['Backpack offloading', 2_400],
  ['Rental gear kit', 1_500],
  ['Extra night in Dehradun', 1_800],
  ['Pony ride', 2_800],
];

export interface GeneratedCatalogue {
  packages: number;
  destinations: number;
  batches: number;
}

/** Inserts categories, destinations and `count` generated packages into a migrated, empty database. */
export async function seedGeneratedCatalogue(
  db: Db,
  count: number,
  seed = 2026,
): Promise<GeneratedCatalogue> {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const today = toDateOnly();

  const categoryIds = new Map(CATEGORIES.map((category) => [category.slug, newId()]));
  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, i) => ({
        id: categoryIds.get(c.slug) ?? '',
        slug: c.slug,
        name: c.name,
        description: c.description,
        sort_order: i,
      })),
    )
    .execute();
  const destinationIds = new Map(PLACES.map(([name]) => [name, newId()]));
  await db
    .insertInto('destinations')
    .values(
      PLACES.map(([name, , region]) => ({
        id: destinationIds.get(name) ?? '',
        slug: name.toLowerCase().replace(/ /g, '-'),
        name,
        region,
      })),
    )
    .execute();

  const packages = [];
  const services = [];
  const batches = [];
  for (let i = 0; i < count; i++) {
    const [categorySlug, patterns, packageType, difficulty] = pick(KINDS);
    const [place, district, region] = pick(PLACES);
    const days = categorySlug === 'weekend-trips' ? between(2, 3) : between(1, 16);
    const rupees = between(25, 600) * 100 - 1;
    const id = newId();
    const name = `${pick(ADJECTIVES)} ${pick(patterns).replace('{p}', place)}`;
    packages.push({
      id,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`,
      name,
      location: `${place}, ${district}`,
      category_id: categoryIds.get(categorySlug) ?? '',
      destination_id: destinationIds.get(place) ?? '',
      description: `${days} days among ${pick(SIGHTS)} and ${pick(SIGHTS)} of ${region}, starting from ${district}. Small groups, local guides and unhurried days; best from ${pick(['March', 'May', 'September', 'October', 'December'])}.`,
      card_image: `/images/generated/${i}-1.svg`,
      gallery: json([1, 2, 3].map((n) => `/images/generated/${i}-${n}.svg`)),
      duration: days === 1 ? '1 Day' : `${days} Days / ${days - 1} Nights`,
      duration_days: days,
      offer_price: rupees * 100,
      original_price: Math.round(rupees * 1.25) * 100,
      package_type: packageType,
      difficulty,
      max_altitude_ft: difficulty === null ? null : between(6, 18) * 1000,
      highlights: json([`${place} at sunrise`, `${pick(SIGHTS)} near ${district}`, `Evenings in ${place}`]),
      itinerary: json(
        Array.from({ length: days }, (_, day) => ({
          day: day + 1,
          title: day === 0 ? `Arrive in ${district}` : `Day ${day + 1} around ${place}`,
          description: `Walk among ${pick(SIGHTS)}, lunch on the way and a night in ${place}.`,
        })),
      ),
      inclusions: json(INCLUDED.slice(0, between(3, INCLUDED.length))),
      exclusions: json(EXCLUDED.slice(0, between(2, EXCLUDED.length))),
      sort_order: i,
    });
    for (const [n, [serviceName, price]] of SERVICES.slice(0, between(0, 3)).entries())
      services.push({ id: newId(), package_id: id, name: serviceName, price: price * 100, sort_order: n });
    const departures = rand() < 0.15 ? 0 : between(1, 4);
    for (let b = 0; b < departures; b++) {
      const offset = between(1, 150);
      const seats = between(10, 24);
      batches.push({
        id: newId(),
        package_id: id,
        start_date: addDays(today, offset),
        end_date: addDays(today, offset + days - 1),
        total_seats: seats,
        seats_left: between(0, seats),
      });
    }
  }
  for (let start = 0; start < packages.length; start += 200)
    await db
      .insertInto('packages')
      .values(packages.slice(start, start + 200))
      .execute();
  for (let start = 0; start < services.length; start += 500)
    await db
      .insertInto('additional_services')
      .values(services.slice(start, start + 500))
      .execute();
  for (let start = 0; start < batches.length; start += 500)
    await db
      .insertInto('batches')
      .values(batches.slice(start, start + 500))
      .execute();
  return { packages: packages.length, destinations: PLACES.length, batches: batches.length };
}
