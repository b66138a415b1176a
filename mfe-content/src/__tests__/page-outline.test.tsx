import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@trippy/router/testing';
import { Route, Routes } from '@trippy/router';
import { fetchPackages } from '@trippy/api-client';
import { BlogListPage } from '../blog/blog-list-page';
import { BlogPostPage } from '../blog/blog-post-page';
import { POSTS } from '../blog/posts';
import { CharDhamPage } from '../char-dham/char-dham-page';
import { charDhamOn } from '../char-dham/char-dham-content';
import { toDateOnly } from '@trippy/domain';

const charDham = charDhamOn(toDateOnly());
import { PhotoCarousel } from '../char-dham/photo-carousel';
import { HomePage } from '../home/home-page';
import { SEND_QUERY_LEGEND } from '../lead-forms/send-query-form';
import { ContactPage } from '../pages/contact-page';
import { DocRoute } from '../pages/doc-route';

// The W3C checker's and the outline's rules on the public pages of this remote (issue #34): no heading inside
// <address>, heading levels that never skip (h1, h2, h3...), tabs with their tab panels, fieldsets with a legend.

// The catalogue's widgets (the Char Dham packages carousel) are another remote: not rendered here.
jest.mock('@trippy/federation', () => ({
  ...jest.requireActual('@trippy/federation'),
  RemoteComponent: () => null,
}));
jest.mock('@trippy/api-client', () => ({
  ...jest.requireActual('@trippy/api-client'),
  fetchPackages: jest.fn(),
}));
const mockFetchPackages = fetchPackages as jest.MockedFunction<typeof fetchPackages>;
beforeEach(() => mockFetchPackages.mockReturnValue(new Promise(() => undefined)));

function renderAt(path: string, pattern: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const levelsOf = (root: ParentNode) =>
  [...root.querySelectorAll(HEADINGS)].map((heading) => Number(heading.tagName.slice(1)));

/** The page has one h1, first, and no heading is more than one level below the one before it. */
function expectOutlineWithoutSkips(root: ParentNode) {
  const levels = levelsOf(root);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  const skips = levels.flatMap((level, i) =>
    i > 0 && level > (levels[i - 1] ?? 1) + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
  );
  expect(skips).toEqual([]);
}

function expectNoHeadingInAddress(root: ParentNode) {
  expect(root.querySelectorAll('address :is(h1, h2, h3, h4, h5, h6)')).toHaveLength(0);
}

describe('heading outline of the public pages', () => {
  test('home: h1, then h2 sections with h3s inside', () => {
    const { container } = renderAt('/', '/', <HomePage />);
    expectOutlineWithoutSkips(container);
    expectNoHeadingInAddress(container);
  });

  test('/char-dham: the info cards right under the h1 are h2s, the rest h2 sections with h3s', () => {
    const { container } = renderAt('/char-dham', '/char-dham', <CharDhamPage />);
    expectOutlineWithoutSkips(container);
    const infoCards = within(screen.getByRole('region', { name: 'Yatra at a glance' }));
    expect(infoCards.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      charDham.infoCards.map((card) => card.title),
    );
    expect(infoCards.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  test('/about', () => {
    const { container } = renderAt('/about', '/about', <DocRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectOutlineWithoutSkips(container);
  });

  test('/contact: the headings stand before the addresses, not inside them', () => {
    const { container } = renderAt('/contact', '/contact', <ContactPage />);
    expectOutlineWithoutSkips(container);
    expectNoHeadingInAddress(container);
    expect(container.querySelectorAll('address').length).toBeGreaterThan(0);
    const addresses = [...container.querySelectorAll('address')].map((a) => a.textContent).join(' ');
    expect(addresses).toContain('248001');
    expect(addresses).toMatch(/@/);
    expect(screen.getByRole('heading', { level: 2, name: 'Office' })).toBeInTheDocument();
  });

  test('/blogs and every post (the Markdown body starts at h2 and never skips)', () => {
    const list = renderAt('/blogs', '/blogs', <BlogListPage />);
    expectOutlineWithoutSkips(list.container);
    list.unmount();
    for (const post of POSTS) {
      const page = renderAt(`/blogs/${post.id}`, '/blogs/:id', <BlogPostPage />);
      expectOutlineWithoutSkips(page.container);
      page.unmount();
    }
  });
});

describe('the contact form', () => {
  test('its fieldset (disabled until the code has hydrated) has a legend, first', () => {
    const { container } = renderAt('/contact', '/contact', <ContactPage />);
    const fieldsets = [...container.querySelectorAll('fieldset')];
    expect(fieldsets.length).toBeGreaterThan(0);
    for (const fieldset of fieldsets) {
      expect(fieldset.firstElementChild?.tagName).toBe('LEGEND');
      expect(fieldset.firstElementChild?.textContent).toBe(SEND_QUERY_LEGEND);
    }
    expect(screen.getByRole('group', { name: SEND_QUERY_LEGEND })).toContainElement(
      screen.getByLabelText('Name'),
    );
  });
});

describe('the Char Dham photo carousel: a tabbed carousel', () => {
  const names = charDham.slides.map((slide) => slide.name);

  test('every tab controls its own tab panel, which is labelled by the tab', () => {
    render(<PhotoCarousel />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(names);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    // Every tab panel belongs to a tab.
    const controlled = tabs.map((tab) => tab.getAttribute('aria-controls'));
    for (const panel of document.querySelectorAll('[role="tabpanel"]'))
      expect(controlled).toContain(panel.id);
  });

  test('the selected tab shows its slide, the only tab in the Tab order; arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<PhotoCarousel />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab(names[0]!)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(charDham.slides[0]!.caption);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual(
      names.map((_, i) => (i === 0 ? 0 : -1)),
    );

    await user.click(tab(names[2]!));
    expect(tab(names[2]!)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: names[2] })).toHaveTextContent(charDham.slides[2]!.caption);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(tab(names[3]!)).toHaveFocus();
    expect(tab(names[3]!)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(names[0]!)).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab(names[3]!)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(names[0]!)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab(names[3]!)).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: names[3] })).toBeVisible();
  });
});
