// Helmet's headers, worked out once at start-up, on every kind of answer: JSON, 304, 404, 400 and files.
import { createTestApp, type TestContext } from './helpers/test-app';

const EXPECTED = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  // Issue 39: no camera, no location, the microphone for the site's own voice search, no payment (sandbox).
  'permissions-policy': 'camera=(), geolocation=(), microphone=(self), payment=()',
};

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('are on every answer, with helmet values and no HSTS; API data answers carry those that matter to data', async () => {
    const list = await ctx.app.inject('/api/packages');
    const apiAnswers = [
      list,
      await ctx.app.inject({ url: '/api/packages', headers: { 'if-none-match': String(list.headers.etag) } }),
      await ctx.app.inject('/api/packages?q=ab'),
      await ctx.app.inject('/api/no-such-route'),
      await ctx.app.inject('/api/packages/no-such-trip'),
    ];
    const file = await ctx.app.inject('/images/packages/valley-of-flowers-trek-1.svg');
    expect([...apiAnswers, file].map((res) => res.statusCode)).toEqual([200, 304, 400, 404, 404, 200]);
    expect(file.headers).toMatchObject(EXPECTED);
    const forData = [
      'content-security-policy',
      'x-content-type-options',
      'cross-origin-resource-policy',
      'x-frame-options',
    ];
    for (const res of apiAnswers) {
      for (const [name, value] of Object.entries(EXPECTED)) {
        expect({ name, value: res.headers[name] }).toEqual({
          name,
          value: forData.includes(name) ? value : undefined,
        });
      }
    }
    for (const res of [...apiAnswers, file]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('leave /docs its own policy', async () => {
    const res = await ctx.app.inject('/docs/');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers of a site on https (issue 39)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      PUBLIC_ORIGIN: 'https://trippy.example',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'test-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
    });
  });
  afterAll(() => ctx.close());

  it('sends HSTS for a year with subdomains on every answer, data and errors included', async () => {
    const answers = [
      await ctx.app.inject('/api/packages'),
      await ctx.app.inject('/api/no-such-route'),
      await ctx.app.inject('/images/packages/valley-of-flowers-trek-1.svg'),
      await ctx.app.inject('/docs/'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 200, 200]);
    for (const res of answers)
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("allows payment only to Razorpay's checkout frame", async () => {
    const file = await ctx.app.inject('/images/packages/valley-of-flowers-trek-1.svg');
    expect(file.headers['permissions-policy']).toBe(
      'camera=(), geolocation=(), microphone=(self), payment=("https://api.razorpay.com")',
    );
  });
});
