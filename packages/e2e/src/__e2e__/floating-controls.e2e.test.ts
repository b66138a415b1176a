import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, PHONE } from '../harness/browser';
import { site } from '../harness/site';
import { registerVerified } from '../harness/accounts';
import { getPackage, uniqueCustomer } from '../harness/api';

// WCAG 2.2 focus not obscured, at 390 px: whatever field or button of a form has focus, no floating control
// (WhatsApp button, Send Query tab, header, mobile bar) covers it; the Send Query tab stays off the booking,
// confirmation and account forms.
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser(PHONE);
  page = await newPage(context);
});
afterAll(async () => {
  await context.close();
});

/** For each focusable control of the page's main forms: what fixed or sticky element covers it once focused. */
async function coveredWhenFocused(target: Page): Promise<string[]> {
  return target.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'main form input, main form select, main form textarea, main form button',
      ),
    ].filter((field) => field.offsetParent !== null && !field.closest('[role="dialog"]'));
    const floating = () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
        const style = getComputedStyle(element);
        return (
          (style.position === 'fixed' || style.position === 'sticky') &&
          style.visibility !== 'hidden' &&
          style.display !== 'none' &&
          Number(style.opacity) > 0 &&
          element.getBoundingClientRect().width > 0
        );
      });
    const problems: string[] = [];
    for (const field of fields) {
      field.focus();
      await frame();
      const box = field.getBoundingClientRect();
      for (const cover of floating()) {
        if (cover.contains(field) || field.contains(cover)) continue;
        const c = cover.getBoundingClientRect();
        const overlaps = box.left < c.right && c.left < box.right && box.top < c.bottom && c.top < box.bottom;
        if (overlaps)
          problems.push(
            `${field.tagName.toLowerCase()} "${field.getAttribute('name') ?? field.textContent?.trim() ?? ''}" under ${cover.tagName.toLowerCase()}.${cover.className}`,
          );
      }
    }
    return problems;
  });
}

/**
 * Scrolled to the end of the page (where the last words must be readable): the small floating controls
 * (WhatsApp, the Send Query tab: narrower than half the screen; full-width bars are the page's frame) and
 * every piece of text or control in view that one of them sits on.
 */
async function coveredAtTheEnd(target: Page): Promise<string[]> {
  await target.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await target.waitForTimeout(300);
  return target.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        (style.position === 'fixed' || style.position === 'sticky') &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        box.width > 0 &&
        box.width < window.innerWidth / 2 &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      );
    });
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0;
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.offsetParent === null) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const cover of floating) {
        if (cover.contains(parent)) continue;
        const c = cover.getBoundingClientRect();
        if ([...range.getClientRects()].some((r) => overlaps(r, c)))
          problems.push(`"${node.textContent.trim().slice(0, 40)}" under ${cover.tagName.toLowerCase()}`);
      }
    }
    for (const control of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')) {
      if (control.offsetParent === null) continue;
      for (const cover of floating) {
        if (cover.contains(control) || control.contains(cover)) continue;
        if (overlaps(control.getBoundingClientRect(), cover.getBoundingClientRect()))
          problems.push(
            `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40) ?? ''}" under ${cover.tagName.toLowerCase()}`,
          );
      }
    }
    return problems;
  });
}

describe.each([
  ['390', PHONE],
  ['360', { width: 360, height: 740 }],
])('floating controls on a %s px phone', (_, viewport) => {
  let phone: BrowserContext;
  let tab: Page;
  beforeAll(async () => {
    phone = await openBrowser(viewport);
    tab = await newPage(phone);
  });
  afterAll(async () => {
    await phone.close();
  });

  test('no Send Query tab on the page: the Menu offers it and opens its panel', async () => {
    await tab.goto(`${site().origin}/char-dham`);
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('button', { name: 'Send Query' }).isVisible()).toBe(false);
    await tab.getByRole('button', { name: 'Menu' }).click();
    await tab.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Send Query' }).click();
    await tab.getByRole('dialog', { name: 'Plan Your Trip' }).waitFor();
  });

  test('scrolled to the end of a page, nothing floats on its text or controls', async () => {
    const pkg = await getPackage('char-dham-yatra-from-haridwar');
    for (const path of ['/', '/char-dham', '/packages', `/packages/${pkg.slug}`, '/blogs']) {
      await tab.goto(`${site().origin}${path}`);
      await tab.waitForLoadState('networkidle');
      expect({ path, covered: await coveredAtTheEnd(tab) }).toEqual({ path, covered: [] });
    }
    await screenshot(tab, `floating-controls-end-${viewport.width}`);
  });

  test('the end-of-page check does see a covered line: with the page padding taken away, the footer is covered', async () => {
    await tab.goto(`${site().origin}/char-dham`);
    await tab.waitForLoadState('networkidle');
    await tab.addStyleTag({ content: 'body, footer, footer * { padding-bottom: 0 !important; }' });
    // Its lines ending at the right edge: whether the footer's own last lines reach under the button depends on
    // the fonts' widths (they end 2 px short of it at 390 px with Debian's Noto fonts). Styles only: a node added
    // to the footer before it hydrates would be thrown away with it.
    await tab.addStyleTag({ content: '#app-footer footer p { text-align: right; }' });
    expect((await coveredAtTheEnd(tab)).length).toBeGreaterThan(0);
  });
});

describe('floating controls at 390 px', () => {
  test('public forms: contact page and login, signup', async () => {
    for (const path of ['/contact', '/login', '/signup']) {
      await page.goto(`${site().origin}${path}`);
      await page.locator('main form').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, covered: await coveredWhenFocused(page) }).toEqual({ path, covered: [] });
    }
  });

  test('the check does see a covered field: with the controls forced to stay, the contact form is covered', async () => {
    await page.goto(`${site().origin}/contact`);
    await page.locator('main form').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.addStyleTag({ content: '[data-floating-control] { visibility: visible !important; }' });
    expect((await coveredWhenFocused(page)).length).toBeGreaterThan(0);
  });

  test('booking, confirmation and profile: nothing covers a focused field, and no Send Query tab', async () => {
    const login = await registerVerified(uniqueCustomer());
    await context.addInitScript((session: { _id: string; token: string }) => {
      window.localStorage.setItem('userId', session._id);
      window.localStorage.setItem('token', session.token);
    }, login);
    const pkg = await getPackage('valley-of-flowers-trek');
    await page.goto(`${site().origin}/booking/${pkg._id}`);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await coveredWhenFocused(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/booking-confirmation');
    await page.getByRole('button', { name: 'Confirm Booking' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Send Query' }).count()).toBe(0);
    // Reading order on a phone: what is booked and what it costs, then the form, then the button.
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? -1;
    const summary = await top(page.getByRole('heading', { name: 'Booking Summary' }));
    const payment = await top(page.getByRole('heading', { name: 'Payment Details' }));
    const firstField = await top(page.getByLabel('Full Name'));
    const confirm = await top(page.getByRole('button', { name: 'Confirm Booking' }));
    expect(summary).toBeGreaterThan(0);
    expect([summary < payment, payment < firstField, firstField < confirm]).toEqual([true, true, true]);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const problems = page.getByRole('alert', { name: 'Please check these details' });
    await problems.getByRole('link', { name: 'Emergency Contact Name is required' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('customer-emergencyName');
    expect(await coveredWhenFocused(page)).toEqual([]);
    await page.getByLabel('Address').focus();
    await screenshot(page, 'floating-controls-confirmation-phone');
    await page.goto(`${site().origin}/profile`);
    await page.locator('main form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Send Query' }).count()).toBe(0);
    expect(await coveredWhenFocused(page)).toEqual([]);
  });
});
