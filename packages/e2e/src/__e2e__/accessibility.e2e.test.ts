import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, DESKTOP, PHONE } from '../harness/browser';
import { site } from '../harness/site';
import { seriousFindings } from '../harness/axe';
import { registerVerified } from '../harness/accounts';
import { getPackage, uniqueCustomer } from '../harness/api';
import { ownerSession, useStaffSession } from '../harness/operator';

// axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices) on the public pages, a customer's pages and the
// back office, at desktop and phone widths: no serious or critical finding.
const PAGES = [
  '/',
  '/packages',
  '/packages/valley-of-flowers-trek',
  '/char-dham',
  '/treks',
  '/destination',
  '/blogs',
  '/about',
  '/contact',
  '/cancellation-refund',
  '/login',
  '/signup',
];

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility at %s width', (_name, viewport) => {
  test.each(PAGES)('%s has no serious or critical axe finding', async (path) => {
    await page.setViewportSize(viewport);
    await page.goto(`${site().origin}${path}`);
    await page.waitForLoadState('networkidle');
    const findings = await seriousFindings(page);
    expect(findings).toEqual([]);
  });
});

describe('accessibility of signed-in pages', () => {
  let signedIn: BrowserContext;
  let signedInPage: Page;
  let bookingPath = '';
  beforeAll(async () => {
    const login = await registerVerified(uniqueCustomer());
    signedIn = await openBrowser();
    await signedIn.addInitScript((session: { _id: string; token: string }) => {
      window.localStorage.setItem('userId', session._id);
      window.localStorage.setItem('token', session.token);
    }, login);
    await useStaffSession(signedIn, await ownerSession());
    signedInPage = await newPage(signedIn);
    bookingPath = `/booking/${(await getPackage('valley-of-flowers-trek'))._id}`;
    // The inbox is scanned with rows in it (whatever ran before), their call and WhatsApp links included.
    for (const firstName of ['Meera', 'Arjun']) {
      const created = await fetch(`${site().origin}/api/leads/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName,
          phone: `95${String(Date.now()).slice(-8)}`,
          email: `${firstName.toLowerCase()}@example.in`,
          message: 'Kedarnath in May?',
          tripType: 'chardham',
        }),
      });
      if (created.status !== 201) throw new Error(`a lead for the inbox scan answered ${created.status}`);
    }
  });
  afterAll(async () => {
    await signedIn.close();
  });

  const paths = () => [
    '/profile',
    bookingPath,
    '/operator',
    '/operator/leads',
    '/operator/bookings',
    '/operator/departures',
    '/operator/packages',
    '/operator/messages',
    '/operator/staff',
    '/operator/audit',
  ];

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'a customer and the back office at %s width: no serious or critical axe finding',
    async (_n, viewport) => {
      await signedInPage.setViewportSize(viewport);
      const failures: Record<string, unknown> = {};
      for (const path of paths()) {
        await signedInPage.goto(`${site().origin}${path}`);
        await signedInPage.waitForLoadState('networkidle');
        await signedInPage.locator('h1').first().waitFor();
        const findings = await seriousFindings(signedInPage);
        if (findings.length > 0) failures[path] = findings;
      }
      expect(failures).toEqual({});
    },
  );
});
