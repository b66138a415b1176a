import { msg } from '@trippy/i18n';

export interface CategoryPageConfig {
  /** Route path, e.g. '/treks'. */
  path: string;
  /** Category slug sent to GET /api/packages?category=. */
  category: string;
  /** The heading, intro and eyebrow are English (msg), translated where shown. */
  heading: string;
  intro: string;
  /** document.title, the same wording as the shell's route table. */
  title: string;
  eyebrow: string;
}

const title = (text: string) => `${text} | Trippy Himalaya`;

/** The category and themed pages: each one is a listing of one category with its own heading and intro. */
export const CATEGORY_PAGES: readonly CategoryPageConfig[] = [
  {
    path: '/treks',
    category: 'treks',
    heading: msg('Himalayan Trekking Packages'),
    intro: msg(
      'Guided treks from easy meadows to high passes: Valley of Flowers, Kedarkantha, Har Ki Dun, Brahmatal and Roopkund, with certified trek leaders, camps and meals from the road head.',
    ),
    title: title('Trekking Packages'),
    eyebrow: msg('Treks'),
  },
  {
    path: '/spiritual-trips',
    category: 'spiritual-trips',
    heading: msg('Spiritual Trips'),
    intro: msg(
      'Pilgrimages and quiet journeys to the temples of the Garhwal Himalaya, planned around darshan timings, with stays close to the shrines.',
    ),
    title: title('Spiritual Trips'),
    eyebrow: msg('Pilgrimage'),
  },
  {
    path: '/backpacking-trips',
    category: 'backpacking-trips',
    heading: msg('Backpacking Trips'),
    intro: msg(
      'Small-group backpacking through Spiti, Kasol and the high valleys: hostels and homestays, local food and a trip captain who knows the road.',
    ),
    title: title('Backpacking Trips'),
    eyebrow: msg('Backpacking'),
  },
  {
    path: '/weekend-trips',
    category: 'weekend-trips',
    heading: msg('Weekend Trips'),
    intro: msg(
      'Two- and three-day getaways from Delhi and Dehradun: rafting, camping and hill stays that fit a weekend.',
    ),
    title: title('Weekend Trips'),
    eyebrow: msg('Weekend getaways'),
  },
  {
    path: '/family-holidays',
    category: 'family-holidays',
    heading: msg('Family Holidays'),
    intro: msg(
      'Comfortable hill holidays for every age: good hotels, short drives, easy walks and sightseeing at an unhurried pace.',
    ),
    title: title('Family Holidays'),
    eyebrow: msg('Family'),
  },
  {
    path: '/trippy-girls-only-trips',
    category: 'trippy-girls-only-trips',
    heading: msg('Trippy Girls Only Trips'),
    intro: msg(
      'Women-only departures led by women trip captains, with vetted stays and small groups, for travelling solo without travelling alone.',
    ),
    title: title('Girls Only Trips'),
    eyebrow: msg('Women only'),
  },
  {
    path: '/corporate-trippy-space',
    category: 'corporate-trippy-space',
    heading: msg('Corporate Trippy Space'),
    intro: msg(
      'Offsites and team trips in the Himalaya: workspace by the river, team activities and every detail handled for groups of any size.',
    ),
    title: title('Corporate Trips'),
    eyebrow: msg('Corporate'),
  },
  {
    path: '/adventure',
    category: 'adventure',
    heading: msg('Adventure Trips'),
    intro: msg(
      'Paragliding, rafting and outdoor adventures with certified instructors and the safety gear included.',
    ),
    title: title('Adventure Trips'),
    eyebrow: msg('Adventure'),
  },
  {
    path: '/adventure/activities',
    category: 'adventure',
    heading: msg('Adventure Activities'),
    intro: msg(
      'Tandem paragliding over Bir Billing, white-water rafting on the Ganga, riverside camping and more: pick an activity, we arrange the pilots, guides, gear and transfers.',
    ),
    title: title('Adventure Activities'),
    eyebrow: msg('Activities'),
  },
];
