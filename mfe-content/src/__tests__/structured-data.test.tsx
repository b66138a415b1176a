/**
 * @jest-environment node
 */
// The JSON-LD this remote puts in the server's HTML (issue #34): BlogPosting and the home page's TravelAgency.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { fetchPackages } from '@trippy/api-client';
import { createPageRender, PageRenderContext, type JsonLd, type PageRender } from '@trippy/federation';
import { blogPostingJsonLd } from '../blog/blog-json-ld';
import { BlogPostPage } from '../blog/blog-post-page';
import { POSTS, toPost } from '../blog/posts';
import { HomePage, travelAgency } from '../home/home-page';

jest.mock('@trippy/federation', () => ({
  ...jest.requireActual('@trippy/federation'),
  RemoteComponent: () => null,
}));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchPackages: jest.fn(),
}));
const mockFetchPackages = fetchPackages as jest.MockedFunction<typeof fetchPackages>;
beforeEach(() => mockFetchPackages.mockResolvedValue([]));

const ORIGIN = 'https://trippy.test';
const LOGO = `${ORIGIN}/icons/icon-512.png`;

/** Renders a page as the server does (waiting for its data) and returns the head it stated. */
async function serverHead(path: string, pattern: string, page: ReactNode): Promise<PageRender['head']> {
  const render = createPageRender(path, ORIGIN);
  const { prelude } = await prerenderToNodeStream(
    <PageRenderContext.Provider value={render}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </PageRenderContext.Provider>,
  );
  // A Node stream (the package has no Node types: only its async iteration is used), read to its end.
  for await (const chunk of prelude as unknown as AsyncIterable<unknown>) void chunk;
  return render.head;
}

const ofType = (head: PageRender['head'], type: string): JsonLd | undefined =>
  head.jsonLd?.find((data) => data['@type'] === type);

describe('BlogPosting', () => {
  const post = POSTS[0]!;
  const url = `${ORIGIN}/blogs/${post.id}`;

  test('a post without author, image or update: the company, its share card and the publication date', () => {
    expect(blogPostingJsonLd(post, ORIGIN)).toEqual({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      image: `${ORIGIN}/api/share-cards/blogs/${post.id}.jpg`,
      datePublished: post.date,
      dateModified: post.date,
      author: { '@type': 'Organization', name: 'Trippy Himalaya', url: `${ORIGIN}/` },
      publisher: {
        '@type': 'Organization',
        name: 'Trippy Himalaya',
        url: `${ORIGIN}/`,
        logo: { '@type': 'ImageObject', url: LOGO, width: 512, height: 512 },
      },
    });
  });

  test('the front matter’s author (a Person), image (made absolute) and updated date are used', () => {
    const written = toPost(
      'a-post',
      '---\ntitle: A post\ndate: 2025-03-01\nupdated: 2025-04-02\nauthor: Asha Rawat\ncover: temple\n' +
        'image: /images/blog/a-post.jpg\nexcerpt: Short.\n---\n\nBody',
    );
    expect(blogPostingJsonLd(written, ORIGIN)).toMatchObject({
      author: { '@type': 'Person', name: 'Asha Rawat' },
      image: `${ORIGIN}/images/blog/a-post.jpg`,
      datePublished: '2025-03-01',
      dateModified: '2025-04-02',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blogs/a-post` },
    });
    const byCompany = toPost(
      'b',
      '---\ntitle: B\ndate: 2025-03-01\nauthor: Trippy Himalaya\ncover: temple\nexcerpt: S.\n---\n\nBody',
    );
    expect(blogPostingJsonLd(byCompany, ORIGIN).author).toMatchObject({ '@type': 'Organization' });
    expect(() =>
      toPost('c', '---\ntitle: C\ndate: 2025-03-01\nupdated: April\ncover: t\nexcerpt: S.\n---\n\nBody'),
    ).toThrow('blog post c: updated must be YYYY-MM-DD');
  });

  test('the post page states it in the server’s head', async () => {
    const head = await serverHead(`/blogs/${post.id}`, '/blogs/:id', <BlogPostPage />);
    expect(head.canonical).toBe(`/blogs/${post.id}`);
    expect(ofType(head, 'BlogPosting')).toEqual(blogPostingJsonLd(post, ORIGIN));
    expect(new URL(head.canonical ?? '', ORIGIN).href).toBe(url);
  });

  test('a Hindi post page: the Hindi site name in its title, its Hindi address and language', async () => {
    const head = await serverHead(`/hi/blogs/${post.id}`, '/blogs/:id', <BlogPostPage />);
    const posting = ofType(head, 'BlogPosting');
    expect(head.title).toBe(`${String(posting?.headline)} | ट्रिपी हिमालय`);
    expect(posting).toMatchObject({
      url: `${ORIGIN}/hi/blogs/${post.id}`,
      mainEntityOfPage: { '@id': `${ORIGIN}/hi/blogs/${post.id}` },
      inLanguage: 'hi-IN',
    });
  });
});

describe('TravelAgency of the home page', () => {
  test('carries the logo and the home page’s share card as its image, besides name and address', async () => {
    expect(travelAgency(ORIGIN)).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Trippy Himalaya',
      url: `${ORIGIN}/`,
      logo: LOGO,
      image: `${ORIGIN}/api/share-cards/index.jpg`,
      address: { '@type': 'PostalAddress', postalCode: '248001' },
    });
    const head = await serverHead('/', '/', <HomePage />);
    expect(ofType(head, 'TravelAgency')).toEqual(travelAgency(ORIGIN));
  });
});
