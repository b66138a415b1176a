import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Footer } from '../layout/footer';
import { MenuOverlay } from '../layout/menu-overlay';

// The W3C checker (issue #34): no heading inside <address>; and the footer's headings, on every page after
// the page's own outline, are all h2 (never an h4 straight after an h2).
const HEADING = 'h1, h2, h3, h4, h5, h6';

test('the footer: the office address holds no heading; its headings are all h2s', () => {
  const { container } = render(<Footer />);
  const address = container.querySelector('address');
  expect(address?.textContent).toContain('248001');
  expect(address?.querySelectorAll(HEADING)).toHaveLength(0);
  const levels = [...container.querySelectorAll(HEADING)].map((heading) => heading.tagName);
  expect(levels.length).toBeGreaterThan(0);
  expect(new Set(levels)).toEqual(new Set(['H2']));
});

test('the phone menu: its address holds no heading', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MenuOverlay onClose={() => undefined} />);
  const address = container.querySelector('address');
  expect(address?.textContent).toContain('248001');
  expect(address?.querySelectorAll(HEADING)).toHaveLength(0);
});
