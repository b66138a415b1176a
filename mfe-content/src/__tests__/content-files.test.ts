import { refundFor } from '@trippy/domain';
import charDham from '../content/char-dham.json';
import home from '../content/home.json';
import { POSTS, toPost } from '../blog/posts';
import { DOCS, docProblems } from '../pages/doc-content';
import { brandText } from '../shared/brand-text';

const text = (value: unknown) => JSON.stringify(value);

describe('Char Dham content (spec sections 2, 3 and 9)', () => {
  test('four slides, seven info cards in order, four temples, eight places', () => {
    expect(charDham.slides.map((s) => s.name)).toEqual(['Kedarnath', 'Badrinath', 'Yamunotri', 'Gangotri']);
    expect(charDham.infoCards.map((c) => c.title)).toEqual([
      'Location',
      'Opening Dates',
      'Pilgrims Count',
      'Accommodation',
      'Altitude & Preparation',
      'Registration',
      'Safety Tips',
    ]);
    expect(charDham.temples.map((t) => t.name)).toEqual(['Yamunotri', 'Gangotri', 'Kedarnath', 'Badrinath']);
    expect(charDham.places.items.map((p) => p.name)).toEqual([
      'Tungnath',
      'Rudranath',
      'Madhyamaheshwar',
      'Kedarnath',
      'Badrinath',
      'Dhari Devi',
      'Devprayag',
      'Mana Village',
    ]);
    for (const place of charDham.places.items) {
      expect(place.description.length).toBeGreaterThan(20);
      expect(place.image).toBeTruthy();
    }
    expect(charDham.route.cities).toHaveLength(13);
    // The year comes from the temples' calendar (issue 36), never from the text.
    expect(charDham.hero.title).toBe('Char Dham Yatra {year}');
    expect(text({ ...charDham, season: { ...charDham.season, calendar: [] } })).not.toMatch(/20\d\d/);
  });

  test('every section 9 constant appears in the page copy', () => {
    const all = text(charDham);
    for (const fact of [
      '10,606 ft',
      '11,745 ft',
      '6 km',
      '14 km',
      'Gaurikund',
      '30 lakh',
      'May to October',
      '10-12 days',
      '3 km from Badrinath',
      'November',
    ])
      expect(all).toContain(fact);
    // The 2025 dates of section 9, now one year of the calendar the page reads its dates from.
    const y2025 = charDham.season.calendar.find((entry) => entry.year === 2025);
    expect(
      y2025?.temples.map(({ temple, opening, closing }) => [temple, opening, closing.slice(0, 7)]),
    ).toEqual([
      ['Yamunotri', '2025-04-30', '2025-10'],
      ['Gangotri', '2025-04-30', '2025-10'],
      ['Kedarnath', '2025-05-02', '2025-10'],
      ['Badrinath', '2025-05-04', '2025-11'],
    ]);
  });

  test('FAQ entries have a question and an answer each', () => {
    expect(charDham.faq.items.length).toBeGreaterThanOrEqual(5);
    for (const item of charDham.faq.items)
      expect(item.question.endsWith('?') && item.answer.length > 20).toBe(true);
  });
});

describe('home content', () => {
  test('the operator claims and the trip categories', () => {
    expect(home.claims.map((c) => c.value)).toEqual(expect.arrayContaining(['15+', '10000+']));
    expect(home.categories.length).toBeGreaterThanOrEqual(6);
    expect(home.hero.title).toBeTruthy();
  });
});

describe('company and policy pages', () => {
  test.each(Object.entries(DOCS))(
    '%s is a valid page file with no unknown {{placeholders}}',
    (_path, doc) => {
      expect(docProblems(doc)).toEqual([]);
      expect(brandText(text(doc))).not.toMatch(/\{\{\w+\}\}/);
    },
  );

  test('the validator names what is wrong', () => {
    expect(
      docProblems({
        title: '',
        sections: [{ heading: 'x', table: { caption: 'c', columns: ['a'], rows: [['1', '2']] } }],
      }),
    ).toEqual(['title is missing', 'section 1: table rows must match its columns']);
  });

  test('terms are effective July 15, 2024', () => {
    expect(DOCS['/terms-and-conditions']?.updated).toBe('Effective July 15, 2024');
  });

  test('cancellation policy: every section of the spec, in order', () => {
    expect(DOCS['/cancellation-refund']?.sections.map((s) => s.heading)).toEqual([
      'Payment Methods',
      'Standard Cancellation Terms',
      'Payment Schedule',
      'Conditions',
      'Refund Process',
      'Special Circumstances',
      'Group Bookings',
      'Contact Us',
      'Notes',
    ]);
    const all = text(DOCS['/cancellation-refund']);
    for (const fact of [
      '25%',
      '75%',
      '15 days before departure',
      '15-20 working days',
      '24-48 hours',
      'in writing by email',
      'non-refundable',
      'unused services',
      'Monday to Saturday, 9 AM to 6 PM IST',
      'EMI',
      'Cash at our Dehradun office',
    ])
      expect(all).toContain(fact);
  });

  test('the standard and group tables agree with the refund rules in @trippy/domain', () => {
    const sections = DOCS['/cancellation-refund']!.sections;
    const tables = sections.filter((s) => s.table).map((s) => s.table!.rows);
    const [standard, group] = tables as [string[][], string[][]];
    const percentOf = (cell: string) => (/(\d+)%/.exec(cell) ? Number(/(\d+)%/.exec(cell)![1]) : 0);
    const daysOf = (cell: string): number[] => {
      const n = [...cell.matchAll(/\d+/g)].map((m) => Number(m[0]));
      if (/less than/i.test(cell)) return [0, n[0]! - 1];
      if (/or more/i.test(cell)) return [n[0]!, 400];
      return n;
    };
    for (const [rows, travellers] of [
      [standard, 2],
      [group, 12],
    ] as const)
      for (const [days, refund] of rows)
        for (const d of daysOf(days!))
          expect({
            days: d,
            percent: refundFor({ daysBeforeDeparture: d, travellers, amountPaid: 100 }).percent,
          }).toEqual({
            days: d,
            percent: percentOf(refund!),
          });
    expect(standard.map((r) => r[0])).toEqual([
      '45 days or more',
      '31-44 days',
      '16-30 days',
      '8-15 days',
      '0-7 days',
    ]);
    expect(group.map((r) => r[0])).toEqual([
      '45 days or more',
      '30-44 days',
      '15-29 days',
      'Less than 15 days',
    ]);
  });
});

describe('blog posts', () => {
  test('4-6 posts, each with title, date, cover, excerpt, a body and related package slugs', () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(4);
    expect(POSTS.length).toBeLessThanOrEqual(6);
    for (const post of POSTS) {
      expect(post.title && post.excerpt && post.cover).toBeTruthy();
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.related.length).toBeGreaterThan(0);
      expect(post.minutes).toBeGreaterThanOrEqual(1);
    }
    expect([...POSTS].map((p) => p.date)).toEqual(
      [...POSTS]
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
  });

  test('a post missing its front matter is refused with its id', () => {
    expect(() => toPost('broken', '---\ntitle: x\n---\nbody')).toThrow('blog post broken: missing date');
  });
});
