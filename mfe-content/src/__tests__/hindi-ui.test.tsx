import '@testing-library/jest-dom';
import { Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import type { PackageSummary } from '@trippy/contracts';
import { BlogListPage } from '../blog/blog-list-page';
import { formatPostDate, POSTS } from '../blog/posts';
import { LeadModal } from '../lead-forms/lead-modal';
import { headingSlug } from '../pages/heading-slug';
import { ContactPage } from '../pages/contact-page';
import { PackageCard } from '../shared/package-card';

// The UI words of this remote on Hindi pages (/hi/...): the page's language comes from its address.

/** Renders `page` at the Hindi address `path` (route `pattern`), once the Hindi messages have loaded. */
async function renderInHindi(path: string, pattern: string, page: ReactElement) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </Suspense>,
    );
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

test('the Plan Your Trip modal: Hindi labels and Hindi rule messages', async () => {
  await renderInHindi('/hi/', '/', <LeadModal onClose={jest.fn()} />);
  expect(screen.getByLabelText('पहला नाम')).toBeInTheDocument();
  expect(screen.getByLabelText('यात्रियों की संख्या')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'पैकेज चुनें' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  fireEvent.submit(screen.getByLabelText('पहला नाम').closest('form')!);
  expect(screen.getByText('पहला नाम भरना ज़रूरी है')).toBeInTheDocument();
  expect(screen.getByText('10 अंकों का मोबाइल नंबर भरें')).toBeInTheDocument();
  expect(screen.getByText('यात्रियों की संख्या भरें')).toBeInTheDocument();
});

test('/hi/contact: headings and the enquiry form in Hindi', async () => {
  await renderInHindi('/hi/contact', '/contact', <ContactPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'कार्यालय' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'आपका विवरण और यात्रा' })).toContainElement(
    screen.getByLabelText('नाम'),
  );
  expect(screen.getByRole('option', { name: 'यात्रा का प्रकार चुनें' })).toBeInTheDocument();
});

test('/hi/blogs: heading, Hindi dates and Read more', async () => {
  await renderInHindi('/hi/blogs', '/blogs', <BlogListPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'यात्रा ब्लॉग' })).toBeInTheDocument();
  const first = POSTS[0]!;
  expect(formatPostDate(first.date, 'hi-IN')).toMatch(/[\u0900-\u097F]/);
  expect(
    screen.getAllByText(new RegExp(`^${formatPostDate(first.date, 'hi-IN')} · पढ़ने में`)).length,
  ).toBeGreaterThan(0);
  expect(screen.getAllByText('आगे पढ़ें')).toHaveLength(POSTS.length);
});

test('a package card: the price in the page language and the GST wording in Hindi', async () => {
  const pkg = {
    _id: 'p1',
    slug: 'kedarnath',
    name: 'Kedarnath Yatra',
    location: 'Uttarakhand',
    duration: '5D/4N',
    originalPrice: 2000000,
    offerPrice: 1899900,
    images: {},
  } as unknown as PackageSummary;
  await renderInHindi('/hi/', '/', <PackageCard pkg={pkg} />);
  expect(screen.getByText('₹18,999')).toBeInTheDocument();
  expect(screen.getByText('प्रति व्यक्ति + 5% जीएसटी')).toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveAttribute('href', '/hi/packages/kedarnath');
});

test('headings of any script get in-page anchors; English ones keep theirs', () => {
  expect(headingSlug('Cancellation & Refund Policy')).toBe('cancellation-refund-policy');
  expect(headingSlug('रद्द करने की नीति')).toBe('रद्द-करने-की-नीति');
});
