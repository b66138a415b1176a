import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Batch, PackageDetail } from '@trippy/contracts';
import { DESKTOP, PHONE, newPage, openBrowser } from '../harness/browser';
import { SCREENSHOT_DIR } from '../harness/paths';
import { site } from '../harness/site';
import { getPackage, uniqueCustomer } from '../harness/api';
import { registerVerified } from '../harness/accounts';
import { advanceAllowed } from '../harness/travellers';

// WCAG 2.2 AA (issue #16) in the browser: the main journey with the keyboard alone (search, the package,
// Book Now, the booking page, the confirmation form, Confirm Booking), at 1280 and 390 px. Every control
// Tab stops on shows a focus indicator, lies in the viewport and is not under a floating control (2.1.1
// keyboard, 2.4.7 focus visible, 2.4.11 focus not obscured). Only the sign-in is done through the API.
const SLUG = 'valley-of-flowers-trek';
const QUERY = 'valley of fl';

/** Where focus is and how it shows, computed in the page. */
interface FocusState {
  /** The focused element (tag, role, name), for the messages. */
  what: string;
  inViewport: boolean;
  /** How the focus shows (an outline, or a box-shadow it did not have unfocused), or null. */
  indicator: string | null;
  /** What is at the focused element's centre when that is neither it nor inside it. */
  coveredBy: string | null;
}

/**
 * Records the outline and box-shadow of every element not holding focus before a key moves focus: the next
 * focused element's (and its nearest ancestors') unfocused look, to tell a focus style from a permanent one.
 */
async function rememberUnfocused(page: Page): Promise<void> {
  await page.evaluate(() => {
    const looks = new Map<Element, string>();
    for (const element of document.querySelectorAll('body *')) {
      // What has focus now (or holds it) does not show its unfocused look.
      if (element.contains(document.activeElement)) continue;
      const style = getComputedStyle(element);
      looks.set(
        element,
        `${style.outlineStyle}|${style.outlineWidth}|${style.outlineColor}|${style.boxShadow}`,
      );
    }
    (window as unknown as { __unfocused?: Map<Element, string> }).__unfocused = looks;
  });
}

async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body)
      return { what: 'body', inViewport: false, indicator: null, coveredBy: null };
    const unfocused = (window as unknown as { __unfocused?: Map<Element, string> }).__unfocused;
    const alphaOf = (color: string) => {
      const parts =
        /rgba?\(([^)]*)\)/
          .exec(color)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean) ?? [];
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    const describe = (element: Element) => {
      const role = element.getAttribute('role');
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${classes ? `.${classes}` : ''} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    /** A solid outline at least 2 px wide, or a box-shadow with an opaque colour not there unfocused. */
    const indicatorOf = (element: Element): string | null => {
      const style = getComputedStyle(element);
      const before = unfocused?.get(element)?.split('|');
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        alphaOf(style.outlineColor) >= 0.5;
      const outlineBefore = before ? before[0] !== 'none' && parseFloat(before[1]!) >= 2 : false;
      if (outline && (element === active || !outlineBefore))
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor} on ${describe(element)}`;
      const shadowColours = style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
      const shadowChanged =
        before !== undefined && style.boxShadow !== before[3] && style.boxShadow !== 'none';
      if (shadowChanged && shadowColours.some((colour) => alphaOf(colour) >= 0.5))
        return `box-shadow ${style.boxShadow} on ${describe(element)}`;
      return null;
    };
    // The element itself, or a wrapper styled on :focus-within (a search field's pill), up to 3 levels up.
    let indicator: string | null = null;
    for (let element: Element | null = active, depth = 0; element && depth < 4 && !indicator; depth += 1) {
      indicator = indicatorOf(element);
      element = element.parentElement;
      if (element === document.body) break;
    }
    const box = active.getBoundingClientRect();
    // Less than a pixel over an edge is layout rounding: the browser scrolls a focused card whose bottom
    // lies at a fractional y (900.48) to whole pixels, leaving it under half a pixel past the viewport.
    const SUBPIXEL = 1;
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.top >= -SUBPIXEL &&
      box.left >= -SUBPIXEL &&
      box.bottom <= window.innerHeight + SUBPIXEL &&
      box.right <= window.innerWidth + SUBPIXEL;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const coveredBy = hit === null ? 'nothing (off screen)' : active.contains(hit) ? null : describe(hit);
    return { what: describe(active), inViewport, indicator, coveredBy };
  });
}

/** Presses a key, then waits for the page to settle (React's update, the scroll to the focused element). */
async function press(page: Page, key: string): Promise<void> {
  await rememberUnfocused(page);
  await page.keyboard.press(key);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The focus shows where it is: an indicator, in the viewport, nothing over it. */
async function expectFocusShown(page: Page, at: string): Promise<FocusState> {
  let state = await focusState(page);
  // A transition may still be running: a few frames more before judging.
  for (let retry = 0; retry < 5 && (!state.indicator || !state.inViewport || state.coveredBy); retry += 1) {
    await page.waitForTimeout(60);
    state = await focusState(page);
  }
  expect({ at, ...state, indicator: state.indicator !== null }).toEqual({
    at,
    what: state.what,
    inViewport: true,
    indicator: true,
    coveredBy: null,
  });
  return state;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, checking the focus shows at every stop. */
async function tabTo(page: Page, target: Locator, step: string, { back = false, max = 80 } = {}) {
  const stops: string[] = [];
  for (let i = 1; i <= max; i += 1) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
    const where = await focusState(page);
    stops.push(where.what);
    // Past the page's last control the browser's own UI takes focus (the document keeps body active).
    if (where.what !== 'body') await expectFocusShown(page, `${step}, Tab stop ${i}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${step}: not reached in ${max} Tab presses; focus went ${stops.join(' > ')}`);
}

/** Presses a key that must leave focus on `target` (an arrow in a radio group, Enter opening a panel). */
async function pressOn(page: Page, key: string, target: Locator, step: string): Promise<void> {
  await press(page, key);
  await page.waitForFunction(
    (elements) => elements.some((element) => element === document.activeElement),
    await target.elementHandles(),
  );
  await expectFocusShown(page, step);
}

/** The viewport as seen now (packages/e2e/screenshots, git-ignored). */
const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `keyboard-${name}-${width}.png`) });

/** The departure to book: seats for two, the advance allowed, after the one the panel starts on. */
function journeyBatches(pkg: PackageDetail): { first: number; target: number; batch: Batch } {
  const first = pkg.batches.findIndex((b) => b.seatsLeft > 0);
  const target = pkg.batches.findIndex((b, i) => i > first && b.seatsLeft >= 2 && advanceAllowed(b));
  if (first < 0 || target < 0) throw new Error(`${SLUG} has no second open departure taking the advance`);
  return { first, target, batch: pkg.batches[target]! };
}

/** The header search reached by Tab (at 390 px its Open search button first), the package chosen by keys. */
async function searchAndOpen(page: Page, phone: boolean, width: number, pkg: PackageDetail): Promise<void> {
  const header = page.locator('header [data-search-panel="header"]');
  const input = header.getByRole('combobox', { name: 'Search destinations and packages' });
  if (phone) {
    const opener = header.getByRole('button', { name: 'Open search' });
    await tabTo(page, opener, 'home: the Open search button');
    await pressOn(page, 'Enter', input, 'home: Enter opens the search, the field has focus');
  } else {
    await tabTo(page, input, 'home: the header search');
  }
  await page.keyboard.type(QUERY);
  await header
    .getByRole('option', { name: new RegExp(pkg.name) })
    .first()
    .waitFor();
  const active = header.locator('[role="option"][aria-selected="true"]');
  const highlightedText = async () => ((await active.count()) > 0 ? await active.textContent() : '') ?? '';
  for (let i = 0; i < 10 && !(await highlightedText()).includes(pkg.name); i += 1) {
    await press(page, 'ArrowDown');
    // The combobox keeps focus and points at the highlighted option, which shows it plainly.
    expect(await isFocused(input)).toBe(true);
    const highlighted = await active.evaluate((option) => {
      const style = getComputedStyle(option);
      const box = option.getBoundingClientRect();
      const input = document.activeElement!;
      return {
        pointedAt: input.getAttribute('aria-activedescendant') === option.id,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        inViewport:
          box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      };
    });
    expect(highlighted).toEqual({ pointedAt: true, outline: true, inViewport: true });
  }
  await expectFocusShown(page, 'search: the combobox with the result highlighted');
  await shoot(page, 'search-result', width);
  await press(page, 'Enter');
  await page.waitForURL(`**/packages/${SLUG}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(pkg.name) }).waitFor();
}

/** On the package: the departure with arrow keys, two travellers with ArrowUp, then Book Now. */
async function chooseAndBook(page: Page, width: number, pkg: PackageDetail): Promise<Batch> {
  const { first, target, batch } = journeyBatches(pkg);
  const panel = page.getByRole('complementary', { name: 'Book this trip' });
  const radios = panel.getByRole('list', { name: 'Departure dates' }).getByRole('radio');
  await panel.getByRole('button', { name: 'Book Now' }).and(page.locator(':enabled')).waitFor();
  await tabTo(page, radios.nth(first), 'package: the departure dates', { max: 120 });
  for (let i = first + 1; i <= target; i += 1)
    await pressOn(page, 'ArrowDown', radios.nth(i), `package: ArrowDown to departure ${i + 1}`);
  expect(await radios.nth(target).isChecked()).toBe(true);
  await shoot(page, 'departure', width);
  const seats = panel.getByRole('spinbutton', { name: 'Travellers' });
  await tabTo(page, seats, 'package: Travellers');
  await press(page, 'ArrowUp');
  expect(await seats.inputValue()).toBe('2');
  const bookNow = panel.getByRole('button', { name: 'Book Now' });
  await tabTo(page, bookNow, 'package: Book Now');
  await shoot(page, 'book-now', width);
  await press(page, 'Enter');
  await page.waitForURL(`**/booking/${pkg._id}`);
  return batch;
}

/** /booking/{id}: the choices came along; the advance chosen with an arrow key, then Continue. */
async function continueBooking(page: Page, batch: Batch): Promise<void> {
  const departure = page.getByLabel('Departure date');
  await departure.waitFor();
  expect(await departure.inputValue()).toBe(batch._id);
  expect(await page.getByRole('spinbutton', { name: 'Travellers' }).inputValue()).toBe('2');
  await tabTo(page, page.getByRole('radio', { name: 'Pay in full now' }), 'booking: payment type');
  const advance = page.getByRole('radio', { name: /Pay 25% advance now/ });
  await pressOn(page, 'ArrowDown', advance, 'booking: ArrowDown to the advance');
  expect(await advance.isChecked()).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }), 'booking: Continue');
  await press(page, 'Enter');
  await page.waitForURL('**/booking-confirmation');
}

/** Tab to a field, then type into it (a select takes the first letters of its option). */
async function typeInto(page: Page, field: Locator, text: string, step: string): Promise<void> {
  await tabTo(page, field, step, { max: 20 });
  await page.keyboard.type(text);
}

/** /booking-confirmation: the missing personal details and both travellers typed, then Confirm Booking. */
async function confirmBooking(page: Page, width: number): Promise<void> {
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  const travellers = page.getByTestId('traveller');
  await travellers.nth(1).waitFor();
  // The address comes from the profile: replaced by keys (select all, type).
  await tabTo(page, page.getByLabel('Address'), 'confirmation: Address', { max: 60 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('14 Rajpur Road, Dehradun');
  expect(await page.getByLabel('Address').inputValue()).toBe('14 Rajpur Road, Dehradun');
  await typeInto(
    page,
    page.getByLabel('Emergency Contact', { exact: true }),
    '9811122233',
    'Emergency Contact',
  );
  await typeInto(page, page.getByLabel('Emergency Contact Name'), 'Ravi Rawat', 'Emergency Contact Name');
  const typed = [
    { name: null, age: '34', gender: ['f', 'female'], idType: ['a', 'aadhaar'], idNumber: '234567891234' },
    { name: 'Ravi Negi', age: '37', gender: ['m', 'male'], idType: ['p', 'passport'], idNumber: 'M7654321' },
  ] as const;
  for (const [i, traveller] of typed.entries()) {
    const fieldset = travellers.nth(i);
    const step = `traveller ${i + 1}`;
    if (traveller.name) await typeInto(page, fieldset.getByLabel('Name as on ID'), traveller.name, step);
    await typeInto(page, fieldset.getByLabel('Age'), traveller.age, `${step}: Age`);
    await typeInto(page, fieldset.getByLabel('Gender'), traveller.gender[0], `${step}: Gender`);
    expect(await fieldset.getByLabel('Gender').inputValue()).toBe(traveller.gender[1]);
    await typeInto(page, fieldset.getByLabel('ID document'), traveller.idType[0], `${step}: ID document`);
    expect(await fieldset.getByLabel('ID document').inputValue()).toBe(traveller.idType[1]);
    await typeInto(page, fieldset.getByLabel('ID number'), traveller.idNumber, `${step}: ID number`);
  }
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await tabTo(page, confirm, 'confirmation: Confirm Booking');
  await shoot(page, 'confirm-booking', width);
  await press(page, 'Enter');
  await page.waitForURL(/\/booking-success\?id=[0-9a-f]{24}$/);
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  // The next step is Pay, reached from the keyboard too.
  const pay = page.getByRole('button', { name: /^Pay (the advance )?₹[\d,.]+ now$/ });
  await tabTo(page, pay, 'success: Pay');
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as const)('the booking journey by keyboard alone at %s px', (width, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let pkg: PackageDetail;

  beforeAll(async () => {
    const customer = uniqueCustomer();
    const login = await registerVerified(customer);
    // A complete profile (the address too), so Book Now goes straight to the booking page.
    const profile = await fetch(`${site().origin}/api/customers/profile/${login._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ address: '12 Rajpur Road, Dehradun' }),
    });
    expect(profile.status).toBe(200);
    pkg = await getPackage(SLUG);
    context = await openBrowser(viewport);
    await context.addInitScript((session: { _id: string; token: string }) => {
      window.localStorage.setItem('userId', session._id);
      window.localStorage.setItem('token', session.token);
    }, login);
    page = await newPage(context);
  });
  afterAll(() => context.close());

  test('search, the package, Book Now, the booking page, the confirmation and the success page', async () => {
    const phone = viewport.width < 768;
    await page.goto(`${site().origin}/`);
    await page.waitForLoadState('networkidle');
    await searchAndOpen(page, phone, Number(width), pkg);
    const batch = await chooseAndBook(page, Number(width), pkg);
    await continueBooking(page, batch);
    await confirmBooking(page, Number(width));
    await tabTo(page, page.getByRole('link', { name: 'View My Bookings' }), 'success: View My Bookings');
  }, 240_000);
});

describe('the focus checks themselves', () => {
  test('see a focus without an indicator, a faint glow, and a focused control under something else', async () => {
    const context = await openBrowser(DESKTOP);
    try {
      const page = await newPage(context);
      await page.goto(`${site().origin}/`);
      await page.waitForLoadState('networkidle');
      // No outline anywhere, and the search pill's former focus style: a 20% tint.
      await page.addStyleTag({
        content: `:focus-visible, :focus-within { outline: none !important; }
          [data-search-panel] div:focus-within { box-shadow: 0 0 0 3px rgba(242, 107, 29, 0.2) !important; }`,
      });
      await press(page, 'Tab');
      expect(await focusState(page)).toMatchObject({
        what: expect.stringContaining('Skip to content'),
        indicator: null,
      });
      const search = page
        .locator('header [data-search-panel="header"]')
        .getByRole('combobox', { name: 'Search destinations and packages' });
      for (let i = 0; i < 20 && !(await isFocused(search)); i += 1) await press(page, 'Tab');
      expect(await isFocused(search)).toBe(true);
      expect((await focusState(page)).indicator).toBeNull();
      await page.evaluate(() => {
        const cover = document.createElement('div');
        cover.style.cssText = 'position: fixed; inset: 0; z-index: 1000;';
        document.body.append(cover);
      });
      expect((await focusState(page)).coveredBy).toContain('div');
    } finally {
      await context.close();
    }
  });
});
