import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot, PHONE } from '../harness/browser';
import { SCREENSHOT_DIR } from '../harness/paths';
import { site } from '../harness/site';
import { searchPackagesApi } from '../harness/api';

const VALLEY_SLUG = 'valley-of-flowers-trek';

/** The header's search panel (the listing also has an inline one). */
/** The screen as seen (the fixed phone panel covers the viewport, not the long page). */
const viewportShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

const headerSearch = (page: Page): Locator => page.locator('header [data-search-panel="header"]');

/** The speech settings the page asked for, recorded by the fake recognition. */
interface VoiceWindow {
  __voiceStarts?: Array<{ lang: string; continuous: boolean; interimResults: boolean }>;
}

/**
 * A fake webkitSpeechRecognition (the unprefixed one removed, so the prefixed path is used): start() records
 * its settings and hears "kedarnath" 600 ms later (long enough for the Listening banner to be seen on a busy machine).
 */
async function fakeSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Handler = ((event: unknown) => void) | null;
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 1;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: (() => void) | null = null;
      start() {
        const w = window as unknown as VoiceWindow;
        (w.__voiceStarts ??= []).push({
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        });
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'kedarnath' }]] });
          this.onend?.();
        }, 600);
      }
      stop() {
        this.onend?.();
      }
    }
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  });
}

describe('header search (mfe-catalog ./search-panel in the shell header)', () => {
  test('voice search: the Listening banner, then results for what was said', async () => {
    const context = await openBrowser();
    try {
      await fakeSpeech(context);
      const page = await newPage(context);
      await page.goto(`${site().origin}/`);
      const panel = headerSearch(page);
      await panel.getByRole('button', { name: 'Search by voice' }).click();
      await panel.getByText('Listening... Speak now').waitFor();

      await panel.getByText(/Search Results \(\d\)/).waitFor();
      expect(await panel.getByRole('combobox').inputValue()).toBe('kedarnath');
      expect(await panel.getByText('Listening... Speak now').count()).toBe(0);
      const names = await panel.getByRole('option').allTextContents();
      const expected = await searchPackagesApi('kedarnath');
      expect(names.length).toBe(expected.length);
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(6);
      names.forEach((name, i) => expect(name).toContain(expected[i]!.name));
      expect(names[0]!.toLowerCase()).toContain('kedarnath');
      expect(await page.evaluate(() => (window as unknown as VoiceWindow).__voiceStarts)).toEqual([
        { lang: 'en-IN', continuous: false, interimResults: false },
      ]);
      await screenshot(page, 'search-voice-desktop');
    } finally {
      await context.close();
    }
  });

  test('at 390 px the header search icon opens a full-width panel; Enter opens the package', async () => {
    const context = await openBrowser(PHONE);
    try {
      const page = await newPage(context);
      await page.goto(`${site().origin}/`);
      const panel = headerSearch(page);
      const input = panel.getByRole('combobox', { name: 'Search destinations and packages' });
      expect(await input.isVisible()).toBe(false);

      await panel.getByRole('button', { name: 'Open search' }).click();
      await input.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      // The field (icon, input, voice button) spans the screen but for the Close button beside it.
      const field = await input.locator('..').boundingBox();
      expect(field?.width).toBeGreaterThan(PHONE.width * 0.7);
      await viewportShot(page, 'search-phone-empty');

      await input.fill('valley of fl');
      const option = panel.getByRole('option', { name: /Valley of Flowers/ });
      await option.first().waitFor();
      const optionBox = await option.first().boundingBox();
      expect(optionBox?.width).toBeGreaterThan(PHONE.width * 0.8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await viewportShot(page, 'search-phone-open');

      await input.press('Enter');
      await page.waitForURL(`**/packages/${VALLEY_SLUG}`);
      await page.getByRole('heading', { level: 1, name: /Valley of Flowers/ }).waitFor();
      const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]'));
      expect(recent[0].slug).toBe(VALLEY_SLUG);
    } finally {
      await context.close();
    }
  });
});
