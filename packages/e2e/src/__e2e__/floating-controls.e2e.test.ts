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
