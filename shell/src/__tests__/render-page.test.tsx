/**
 * @jest-environment node
 */
// The shell's server renderer with stand-in remote modules: what it does when a region renders, throws or
// misses its deadline. (The real remotes are rendered by the browser suite and api/__tests__/server-rendering.)
import { use } from 'react';
import { useHead, useResponseStatus, type RemoteName } from '@trippy/federation';

type AppModule = { App: () => React.ReactNode };
const modules = new Map<string, AppModule>();

jest.mock('@trippy/federation', () => {
  const actual = jest.requireActual<typeof import('@trippy/federation')>('@trippy/federation');
  return {
    ...actual,
    loadExposed: async (remote: RemoteName, exposed: string) => {
      const module = modules.get(`${remote}/${exposed}`);
      if (!module) throw new Error(`${remote}/${exposed} is unreachable`);
      return module;
    },
  };
});

// Imported after the mock is declared (jest hoists jest.mock above imports).
import { renderPage } from '../server/render-page';

const request = (url: string, regionDeadlineMs = 300) => ({
  url,
  origin: 'https://trippy.test',
  regionDeadlineMs,
});

function TripPage() {
  useHead({ title: 'Kedarnath Yatra | Trippy Himalaya', description: 'Six days to Kedarnath.' });
  return <h1>Kedarnath Yatra</h1>;
}

function MissingTrip() {
  useResponseStatus(404);
  return <h1>Trip not found</h1>;
}

const never = new Promise<never>(() => undefined);
function SlowPage() {
  use(never);
  return <h1>never</h1>;
}

beforeEach(() => modules.clear());

test('the route region and the layout are rendered, with the head the region stated', async () => {
  modules.set('catalog/app', { App: TripPage });
  const page = await renderPage(request('/packages/kedarnath-yatra'));
  expect(page.status).toBe(200);
  expect(page.region).toEqual({ remote: 'catalog', html: '<h1>Kedarnath Yatra</h1>' });
  expect(page.head).toContain('<title>Kedarnath Yatra | Trippy Himalaya</title>');
  expect(page.head).toContain('<link rel="canonical" href="https://trippy.test/packages/kedarnath-yatra"/>');
  expect(page.slots['app-header']).toContain('Hot Deal');
  expect(page.slots['app-footer']).toContain('248001');
  expect(page.modules).toContain('catalog/app');
});

test('a region may set the status (an unknown package is a 404)', async () => {
  modules.set('catalog/app', { App: MissingTrip });
  expect((await renderPage(request('/packages/atlantis'))).status).toBe(404);
});

test('a region that throws is left to the browser; the layout still renders and the page answers 200', async () => {
  modules.set('catalog/app', {
    App: () => {
      throw new Error('boom');
    },
  });
  const page = await renderPage(request('/packages'));
  expect(page.status).toBe(200);
  expect(page.region).toBeNull();
  expect(page.regionError).toContain('boom');
  expect(page.slots['app-header']).toContain('Hot Deal');
  expect(page.head).toContain('<title>All Tour Packages | Trippy Himalaya</title>');
});

test('a region slower than the deadline is left to the browser, within about the deadline', async () => {
  modules.set('content/app', { App: SlowPage });
  const started = Date.now();
  const page = await renderPage(request('/about', 50));
  expect(page.region).toBeNull();
  expect(page.regionError).toMatch(/did not render within/);
  expect(page.slots['app-footer']).toContain('248001');
  // Bounded by the deadline, not by the page: generous for a shared machine, far below "never".
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('an unreachable remote leaves its region to the browser', async () => {
  const page = await renderPage(request('/char-dham'));
  expect(page.status).toBe(200);
  expect(page.region).toBeNull();
  expect(page.regionError).toContain('unreachable');
});

test('unknown paths are 404 with the not-found page and noindex; client-only routes are not rendered', async () => {
  const unknown = await renderPage(request('/no-such-page'));
  expect(unknown.status).toBe(404);
  expect(unknown.slots['shell-page']).toContain('Page not found');
  expect(unknown.head).toContain('<meta name="robots" content="noindex"/>');
  modules.set('booking/app', { App: TripPage });
  const booking = await renderPage(request('/booking-success'));
  expect(booking.region).toBeNull();
  expect(booking.regionError).toBeUndefined();
  expect(booking.head).toContain('<meta name="robots" content="noindex,nofollow"/>');
});
