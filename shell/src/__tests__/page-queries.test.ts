import { LISTING_QUERY_PARAMS } from '@trippy/contracts';
import { pageQueryRules } from '../server/page-queries';

const rules = pageQueryRules();
const paramsOf = (path: string) => rules.find((rule) => new RegExp(rule.pattern, 'i').test(path))?.params;

describe('the query parameters each page depends on (for the page server)', () => {
  it('the listing pages declare the listing filters', () => {
    for (const path of [
      '/packages',
      '/treks',
      '/adventure/activities',
      '/destination/kedarnath',
      '/Packages/',
    ])
      expect({ path, params: paramsOf(path) }).toEqual({ path, params: [...LISTING_QUERY_PARAMS] });
  });

  it('every other page declares none', () => {
    for (const path of [
      '/',
      '/char-dham',
      '/packages/valley-of-flowers-trek',
      '/destination',
      '/blogs',
      '/adventure/x',
    ])
      expect({ path, params: paramsOf(path) }).toEqual({ path, params: undefined });
  });
});
