import '@testing-library/jest-dom';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import charDham from '../content/char-dham.json';
import charDhamHi from '../content/char-dham.hi.json';
import contact from '../content/contact.json';
import contactHi from '../content/contact.hi.json';
import home from '../content/home.json';
import homeHi from '../content/home.hi.json';
import leadForms from '../content/lead-forms.json';
import leadFormsHi from '../content/lead-forms.hi.json';
import about from '../content/pages/about.hi.json';
import cancellationRefund from '../content/pages/cancellation-refund.hi.json';
import privacyPolicy from '../content/pages/privacy-policy.hi.json';
import shippingDelivery from '../content/pages/shipping-delivery.hi.json';
import termsAndConditions from '../content/pages/terms-and-conditions.hi.json';
import travelCoupon from '../content/pages/travel-coupon.hi.json';
import workWithUs from '../content/pages/work-with-us.hi.json';
import { charDhamOn, charDhamText } from '../char-dham/char-dham-content';
import { RouteStrip } from '../char-dham/route-strip';
import { FaqSection } from '../char-dham/faq-section';
import { homeText } from '../home/home-content';
import { leadFormsText } from '../lead-forms/lead-forms-content';
import { contactText } from '../pages/contact-content';
import { DOCS, docProblems } from '../pages/doc-content';
import { DOC_TEXTS } from '../pages/doc-texts';
import { DocRoute } from '../pages/doc-route';
import { localizedContent } from '../shared/localized-content';
import { POST_SOURCES as HINDI_POST_SOURCES } from '../content/blog/index.hi';
import { postsText } from '../blog/localized-posts';
import { parseMarkdown, type Block, type Inline } from '../blog/markdown';
import { POSTS, toPost } from '../blog/posts';
import { BlogPostPage } from '../blog/blog-post-page';

// A post's related packages come from the API: not fetched here.
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchPackages: () => new Promise(() => undefined),
}));

const DEVANAGARI = /[\u0900-\u097F]/;
const PLACEHOLDERS = /\{\{?\w+\}\}?/g;
/** Keys whose values are data (colours, art, links, package slugs), not words: the same in both languages. */
const DATA_KEYS = new Set(['tone', 'image', 'href', 'slugs']);

const sorted = (values: Iterable<string>) => [...values].sort();
const numbersOf = (text: string) => sorted(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
const placeholdersOf = (text: string) => sorted(text.match(PLACEHOLDERS) ?? []);
const hasWords = (text: string) => /[A-Za-z]/.test(text.replace(PLACEHOLDERS, ''));

/**
 * Where the Hindi file differs from the English one in anything but its words: its keys, its lists' lengths,
 * its data, its numbers and placeholders (facts, dates, percentages stay as written), or a text left in English.
 */
function differences(en: unknown, hi: unknown, dataKeys: ReadonlySet<string>, path = ''): string[] {
  const key =
    path
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (dataKeys.has(key)) return JSON.stringify(en) === JSON.stringify(hi) ? [] : [`${path}: data changed`];
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return [`${path}: not a text`];
    const problems: string[] = [];
    if (hasWords(en) ? !DEVANAGARI.test(hi) : en !== hi) problems.push(`${path}: not translated (${hi})`);
    if (numbersOf(en).join() !== numbersOf(hi).join()) problems.push(`${path}: numbers differ (${hi})`);
    if (placeholdersOf(en).join() !== placeholdersOf(hi).join())
      problems.push(`${path}: placeholders differ`);
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) return [`${path}: list length differs`];
    return en.flatMap((item, i) => differences(item, hi[i], dataKeys, `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    const theirs = hi as Record<string, unknown>;
    if (!theirs || typeof theirs !== 'object') return [`${path}: not an object`];
    if (sorted(Object.keys(en)).join() !== sorted(Object.keys(theirs)).join())
      return [`${path}: keys differ`];
    return Object.entries(en).flatMap(([k, v]) =>
      differences(v, theirs[k], dataKeys, path ? `${path}.${k}` : k),
    );
  }
  return en === hi ? [] : [`${path}: value differs`];
}

const HINDI_DOCS: Record<string, unknown> = {
  '/about': about,
  '/privacy-policy': privacyPolicy,
  '/terms-and-conditions': termsAndConditions,
  '/cancellation-refund': cancellationRefund,
  '/shipping-delivery': shippingDelivery,
  '/work-with-us': workWithUs,
  '/travel-coupon': travelCoupon,
};

describe('every Hindi content file is its English file in Hindi', () => {
  test('char-dham.hi.json: the same sections, cards, places and FAQs; the calendar stays in the English file', () => {
    const { calendar, ...season } = charDham.season;
    expect(calendar.length).toBeGreaterThan(0);
    expect(differences({ ...charDham, season }, charDhamHi, DATA_KEYS)).toEqual([]);
    expect(charDhamHi.faq.items).toHaveLength(charDham.faq.items.length);
    for (const item of charDhamHi.faq.items) expect(item.question.endsWith('?')).toBe(true);
  });

  test.each([
    ['home', home, homeHi, DATA_KEYS],
    ['contact', contact, contactHi, DATA_KEYS],
    // The forms' option values go to the API as they are.
    ['lead-forms', leadForms, leadFormsHi, new Set([...DATA_KEYS, 'value'])],
  ])('%s.hi.json', (_name, en, hi, dataKeys) => {
    expect(differences(en, hi, dataKeys)).toEqual([]);
  });

  test.each(Object.keys(DOCS))('pages%s.hi.json: the same sections, rules and numbers', (path) => {
    const hindi = HINDI_DOCS[path];
    expect(differences(DOCS[path], hindi, DATA_KEYS)).toEqual([]);
    expect(docProblems(hindi)).toEqual([]);
  });

  test('every route has its Hindi page', () => {
    expect(sorted(Object.keys(HINDI_DOCS))).toEqual(sorted(Object.keys(DOCS)));
    expect(sorted(Object.keys(DOC_TEXTS))).toEqual(sorted(Object.keys(DOCS)));
  });
});

describe('the loaders', () => {
  test('English is the English file, at once, without fetching the Hindi one', async () => {
    let fetched = 0;
    const content = localizedContent('test-hi', { text: 'Namaste' }, () => {
      fetched += 1;
      return Promise.resolve({ default: { text: 'नमस्ते' } });
    });
    expect(await content.load('en')).toEqual({ text: 'Namaste' });
    expect(fetched).toBe(0);
    expect(await content.load('hi')).toEqual({ text: 'नमस्ते' });
    await content.load('hi');
    expect(fetched).toBe(1);
  });

  test('a failed Hindi chunk is fetched again by the next load', async () => {
    let attempts = 0;
    const content = localizedContent('test-hi', 'en', () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: 'हिन्दी' });
    });
    await expect(content.load('hi')).rejects.toThrow('offline');
    expect(await content.load('hi')).toBe('हिन्दी');
  });

  test.each([
    ['char-dham', charDhamText, charDham, charDhamHi],
    ['home', homeText, home, homeHi],
    ['contact', contactText, contact, contactHi],
    ['lead-forms', leadFormsText, leadForms, leadFormsHi],
  ] as const)('%s: English for en, Hindi for hi', async (_name, content, en, hi) => {
    expect(await content.load('en')).toBe(en);
    expect(await content.load('hi')).toEqual(hi);
  });

  test('policy pages: Hindi for hi, the company named in Devanagari; English for en', async () => {
    for (const [path, content] of Object.entries(DOC_TEXTS)) {
      expect(await content.load('en')).toBe(DOCS[path]);
      const hindi = await content.load('hi');
      expect(hindi.title).toMatch(DEVANAGARI);
      expect(JSON.stringify(hindi)).not.toContain('{{name}}');
    }
    expect((await DOC_TEXTS['/about']!.load('hi')).intro).toContain('ट्रिपी हिमालय');
  });

  test('the Char Dham page in Hindi: the season in Hindi words and dates, the temples under Hindi names', () => {
    const page = charDhamOn('2026-06-01', 'hi', charDhamHi);
    expect(page.status).toBe(
      '2026 की यात्रा के लिए मंदिर 24 नवंबर 2026 तक खुले हैं, जब बद्रीनाथ के कपाट सर्दियों के लिए बंद होते हैं।',
    );
    expect(page.faq.items[0]?.answer.startsWith(page.status)).toBe(true);
    expect(page.yatra.temples.map((row) => row.temple)).toEqual(['यमुनोत्री', 'गंगोत्री', 'केदारनाथ', 'बद्रीनाथ']);
    expect(page.yatra.temples.map((row) => row.opening)).toEqual(
      charDhamOn('2026-06-01').yatra.temples.map((row) => row.opening),
    );
    expect(charDhamOn('2026-06-01').status).toBe(
      'The temples are open for the 2026 yatra until 24 Nov 2026, when Badrinath closes for winter.',
    );
  });

  test('each Hindi file has its own key in the page data and is imported as a named Hindi chunk', () => {
    // Node's fs through Jest (this package has no Node types), files found from this test's own path.
    const fs = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('fs');
    const source = (file: string) =>
      fs.readFileSync((expect.getState().testPath ?? '').replace(/__tests__\/[^/]+$/, file), 'utf8');
    const keys: string[] = [];
    for (const file of [
      'char-dham/char-dham-content.ts',
      'home/home-content.ts',
      'pages/contact-content.ts',
      'pages/doc-texts.ts',
      'lead-forms/lead-forms-content.ts',
      'blog/localized-posts.ts',
    ]) {
      const text = source(file);
      const recorded = [...text.matchAll(/'(content-[\w-]+-hi)'/g)].map((m) => m[1]!);
      const imported = [...text.matchAll(/webpackChunkName: "([\w-]+)"/g)].map((m) => m[1]!);
      expect(recorded.length).toBeGreaterThan(0);
      expect(imported).toHaveLength(recorded.length);
      for (const name of imported) expect(name).toMatch(/^content-[\w-]+-hi$/);
      keys.push(...recorded);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});

/** A post body's shape: its blocks (heading levels, list lengths) and its links, without the words. */
function shapeOf(body: string) {
  const links = (nodes: Inline[]): string[] =>
    nodes.flatMap((node) =>
      node.type === 'link' ? [node.href] : node.type === 'strong' ? links(node.children) : [],
    );
  const blockShape = (block: Block) =>
    block.type === 'heading'
      ? `h${block.level} ${links(block.children).join()}`
      : block.type === 'paragraph'
        ? `p ${links(block.children).join()}`
        : `${block.ordered ? 'ol' : 'ul'}${block.items.length} ${block.items.flatMap(links).join()}`;
  return parseMarkdown(body).map(blockShape);
}

describe('the blog in Hindi', () => {
  const hindi = HINDI_POST_SOURCES.map(({ id, source }) => toPost(id, source));

  test.each(POSTS.map((post) => [post.id, post] as const))('%s.hi.md', (id, en) => {
    const hi = hindi.find((post) => post.id === id);
    expect(hi).toBeDefined();
    const { title, excerpt, body, minutes: _m, ...facts } = hi!;
    const { title: enTitle, excerpt: enExcerpt, body: enBody, minutes: _n, ...enFacts } = en;
    expect(facts).toEqual(enFacts);
    for (const [text, english] of [
      [title, enTitle],
      [excerpt, enExcerpt],
      [body, enBody],
    ] as const) {
      expect(text).toMatch(DEVANAGARI);
      expect(numbersOf(text)).toEqual(numbersOf(english));
    }
    expect(shapeOf(body)).toEqual(shapeOf(enBody));
  });

  test('English posts for en, Hindi for hi, newest first in both', async () => {
    expect(await postsText.load('en')).toBe(POSTS);
    const posts = await postsText.load('hi');
    expect(posts.map((post) => post.id)).toEqual(POSTS.map((post) => post.id));
    expect(posts[0]?.title).toMatch(DEVANAGARI);
  });
});

describe('Hindi pages show Hindi content', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function renderAt(path: string, pattern: string, page: ReactNode) {
    window.history.replaceState(null, '', path);
    await act(async () => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback="loading">
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
    });
  }

  test('/hi/cancellation-refund: the policy in Hindi, the refund table as in English', async () => {
    await renderAt('/hi/cancellation-refund', '/cancellation-refund', <DocRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('रद्द करने और रिफंड की नीति');
    expect(screen.getAllByRole('row', { name: '45 दिन या अधिक 100% रिफंड (प्रोसेसिंग शुल्क घटाकर)' })).toHaveLength(
      1,
    );
    expect(screen.getByText(/hello@trippyhimalaya\.in पर ईमेल से लिखित रूप में/)).toBeInTheDocument();
  });

  test('/hi/blogs/kedarnath-trek-preparation: the post in Hindi', async () => {
    await renderAt('/hi/blogs/kedarnath-trek-preparation', '/blogs/:id', <BlogPostPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'केदारनाथ ट्रेक की तैयारी: 30 दिन की योजना',
    );
    expect(screen.getByRole('link', { name: 'केदारनाथ पैकेज' })).toHaveAttribute('href', '/hi/char-dham');
  });

  test('/privacy-policy stays English', async () => {
    await renderAt('/privacy-policy', '/privacy-policy', <DocRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  });

  test('/hi/char-dham: the route and the FAQ in Hindi', async () => {
    await renderAt(
      '/hi/char-dham',
      '/char-dham',
      <>
        <RouteStrip />
        <FaqSection />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'चार धाम यात्रा मार्ग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /चार धाम के कपाट कब खुलेंगे\?/ })).toBeInTheDocument();
  });
});
