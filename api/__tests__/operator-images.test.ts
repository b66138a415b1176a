import crypto from 'node:crypto';
import type { ImageUploadResult } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { sniffImageType } from '../src/modules/catalogue/image-sniff';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';

// A real 1x1 PNG, and the first bytes of a JPEG and of a WebP file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(200)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  crypto.randomBytes(40),
]);

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF0000AVI '))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(DB_KINDS)('image uploads on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;

  const upload = (body: Buffer | string, contentType: string, token = staff.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operator/images',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    staff = await createStaffToken(ctx.app, 'staff');
  });
  afterAll(() => ctx.close());

  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ])('stores a %s and serves it publicly, immutable and nosniff', async (type, bytes) => {
    const res = await upload(bytes, type);
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: ImageUploadResult }>().data;
    expect(data).toMatchObject({
      url: `/api/images/uploads/${data._id}`,
      contentType: type,
      bytes: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    });
    const served = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('the same bytes again answer the same address, audited once', async () => {
    const bytes = Buffer.concat([JPEG, crypto.randomBytes(16)]);
    const first = (await upload(bytes, 'image/jpeg')).json<{ data: ImageUploadResult }>().data;
    const second = (await upload(bytes, 'image/jpeg')).json<{ data: ImageUploadResult }>().data;
    expect(second._id).toBe(first._id);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity_id', '=', first._id)
      .execute();
    expect(audit).toEqual([{ action: 'image.uploaded', staff_id: staff.id }]);
  });

  it('refuses bytes that are not the type named (415), and other types (415)', async () => {
    const lying = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(lying.statusCode).toBe(415);
    expect(lying.json<{ message: string }>().message).toBe(
      'The file is not a PNG image. Upload a JPEG, PNG or WebP image',
    );
    expect((await upload(PNG, 'image/jpeg')).statusCode).toBe(415);
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json<{ message: string }>().message).toBe('Upload a JPEG, PNG or WebP image');
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    expect((await upload('{"a":1}', 'application/json')).statusCode).toBe(415);
  });

  it('refuses more than 2 MB (413) and an empty body (400)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('Images can be at most 2 MB');
    const exactly = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024 - JPEG.length)]);
    expect((await upload(exactly, 'image/jpeg')).statusCode).toBe(201);
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
  });

  it('refuses customers and anonymous callers; 404 for an unknown image', async () => {
    const customer = await registerAndLogin(ctx.app);
    expect((await upload(PNG, 'image/png', customer.token)).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/images',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/images/uploads/${newId()}` })).statusCode).toBe(
      404,
    );
  });
});
