import type { Page, Response } from 'playwright-core';

export interface LoadRecord {
  responses: Response[];
  scripts: { url: string; body: string }[];
}

/** Records every response of a page load, with the bodies of its scripts. */
export async function recordLoad(
  page: Page,
  url: string,
  ready: () => Promise<unknown>,
): Promise<LoadRecord> {
  const responses: Response[] = [];
  const listener = (response: Response) => responses.push(response);
  page.on('response', listener);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const scripts: LoadRecord['scripts'] = [];
  for (const response of responses) {
    if (response.request().resourceType() !== 'script') continue;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  }
  return { responses, scripts };
}

/** React and ReactDOM keep their license banners in the production build: one banner, one copy. */
export function reactCopies(record: LoadRecord) {
  return {
    react: record.scripts.filter((s) => s.body.includes('react.production.js')).length,
    reactDomClient: record.scripts.filter((s) => s.body.includes('react-dom-client.production.js')).length,
  };
}
