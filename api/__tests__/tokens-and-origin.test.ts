// Issue 39, finding 7: the JWT verifier takes only the algorithm that signs, and production needs PUBLIC_ORIGIN.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/app';
import { STAFF_TOKEN_TYPE } from '../src/plugins/operator-auth';
import { bearer, createTestApp, registerAndLogin, TEST_CONFIG, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { ensureBuilt, startServer } from './helpers/server-process';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token made by hand with the site's own secret: only the algorithm differs from the site's. */
function handMadeToken(alg: 'HS256' | 'HS512', claims: object, secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  const signed = `${base64url({ alg, typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${signed}.${crypto.createHmac(hash, secret).update(signed).digest('base64url')}`;
}

describe('JWT algorithm', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it("refuses an HS512 token signed with the site's secret, for customers and staff", async () => {
    const secret = ctx.app.config.JWT_SECRET;
    const customer = await registerAndLogin(ctx.app);
    const staff = await createStaffToken(ctx.app, 'owner');
    const me = (token: string) =>
      ctx.app.inject({ url: `/api/customers/${customer.id}`, headers: bearer(token) });
    const staffMe = (token: string) =>
      ctx.app.inject({ url: '/api/operator/auth/me', headers: bearer(token) });
    const customerClaims = { sub: customer.id, tv: 0 };
    const staffClaims = { sub: staff.id, tv: 0, typ: STAFF_TOKEN_TYPE };

    // The hand-made HS256 tokens are good (so the claims are right), the same claims under HS512 are not.
    expect((await me(handMadeToken('HS256', customerClaims, secret))).statusCode).toBe(200);
    expect((await staffMe(handMadeToken('HS256', staffClaims, secret))).statusCode).toBe(200);
    expect((await me(handMadeToken('HS512', customerClaims, secret))).statusCode).toBe(401);
    expect((await staffMe(handMadeToken('HS512', staffClaims, secret))).statusCode).toBe(401);
    // What the site signs says so.
    expect(JSON.parse(Buffer.from(customer.token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject(
      {
        alg: 'HS256',
      },
    );
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('PUBLIC_ORIGIN', () => {
  beforeAll(() => ensureBuilt(), 60_000);

  it('is required in production: the app refuses to build without it', async () => {
    await expect(
      buildApp({ config: { ...TEST_CONFIG, NODE_ENV: 'production', PUBLIC_ORIGIN: undefined } }),
    ).rejects.toThrow('PUBLIC_ORIGIN is required in production');
  });

  it('is an origin: a path, another scheme or rubbish is refused at start-up', async () => {
    const { loadEnv } = await import('../src/env');
    for (const bad of ['https://trippy.example/shop', 'ftp://trippy.example', 'trippy.example', 'https://'])
      expect(() => loadEnv({ DATA_DIR: 'memory://', PUBLIC_ORIGIN: bad })).toThrow(
        'PUBLIC_ORIGIN must be an origin',
      );
    // Bounded before the trailing-slash pattern reads it: a long run of slashes is refused at once.
    expect(() =>
      loadEnv({ DATA_DIR: 'memory://', PUBLIC_ORIGIN: `https://a${'/'.repeat(100_000)}x` }),
    ).toThrow('PUBLIC_ORIGIN must be at most 2048 characters');
    expect(loadEnv({ DATA_DIR: 'memory://', PUBLIC_ORIGIN: 'https://Trippy.example/' }).PUBLIC_ORIGIN).toBe(
      'https://trippy.example',
    );
  });

  it('the production server exits at once without it, before it touches the database', async () => {
    const refused = await startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://' }).then(
      () => new Error('the server started'),
      (error: unknown) => error as Error,
    );
    expect(refused.message).toMatch(/exited \(1\)[\s\S]*PUBLIC_ORIGIN is required in production/);
    expect(refused.message).not.toMatch(/migrations|Seeded/);
  }, 30_000);

  it('npm start (serve:demo) sets it to the address it prints', async () => {
    const apiDir = path.join(__dirname, '..');
    const script = (
      JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts['serve:demo'];
    const port = await freePort();
    // Only what the script and the machine need reach it (no PUBLIC_ORIGIN from the developer's shell).
    const child = spawn('sh', ['-c', script ?? 'exit 2'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SERVE_SITE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed:\n${output}`)), 80_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Trippy Himalaya on (\S+) /.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`serve:demo exited (${code ?? '?'}):\n${output}`)));
      });
      // It started in production, so PUBLIC_ORIGIN was set; the line prints PUBLIC_ORIGIN.
      expect(printed).toBe(`http://localhost:${port}`);
    } finally {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
  }, 100_000);
});
