import { checkSync } from 'recheck';
import { EMAIL_PATTERN, INDIAN_MOBILE_PATTERN } from '@trippy/domain';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Every `pattern` in a JSON document (the OpenAPI document holds every schema of every route). */
function patternsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => patternsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pattern' && typeof item === 'string') found.add(item);
      else patternsIn(item, found);
    }
  }
  return found;
}

describe('regular expressions of the API contracts and domain rules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {}, false);
  });
  afterAll(() => ctx.close());

  it('the checker finds the super-linear email pattern the API used to have', () => {
    expect(checkSync('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '').status).toBe('vulnerable');
  });

  it('has no pattern that backtracks super-linearly', () => {
    const patterns = [...patternsIn(ctx.app.swagger()), EMAIL_PATTERN.source, INDIAN_MOBILE_PATTERN.source];
    expect(patterns.length).toBeGreaterThan(3);
    const unsafe = patterns.filter((pattern) => checkSync(pattern, '').status !== 'safe');
    expect(unsafe).toEqual([]);
  });
});
