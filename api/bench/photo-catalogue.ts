/**
 * Gives every package of a running site a 3000x2000 phone photo, uploaded through the back office as staff
 * would (POST /api/operator/images, then the package saved with it as its card and first gallery picture),
 * and waits until each photo's variants are ready. Issue 34's Lighthouse budget is measured on such a
 * catalogue: start the demo (`npm start`, DEV_MAILBOX on), run this, then `bench:lighthouse`.
 * Run: npx -y pnpm@10 bench:photos [origin]
 * (default http://127.0.0.1:3000; STAFF_EMAIL and STAFF_PASSWORD default to the demo owner; the code is read
 * from the demo's mailbox).
 */
import { packageBodyOf, type OperatorPackageDetail } from '@trippy/contracts';
import { PHOTO_BENCH_STAFF } from './env';
import { phonePhoto } from './phone-photo';

const ORIGIN = process.argv[2] ?? 'http://127.0.0.1:3000';
const { email: EMAIL, password: PASSWORD } = PHOTO_BENCH_STAFF;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

const codesIn = (mails: { subject: string }[]) =>
  mails.map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1]).filter((code): code is string => !!code);
const mailbox = () =>
  call<{ subject: string }[]>('GET', `/api/dev/mailbox?to=${encodeURIComponent(EMAIL)}`).then(codesIn);

/** Password, then the code the demo's mailbox received. */
async function signIn(): Promise<string> {
  const seen = await mailbox();
  await call('POST', '/api/operator/auth/login', { email: EMAIL, password: PASSWORD });
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const code = (await mailbox()).find((c) => !seen.includes(c));
    if (code)
      return (await call<{ token: string }>('POST', '/api/operator/auth/verify', { email: EMAIL, code }))
        .token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code mailed to ${EMAIL}`);
}

async function main(): Promise<void> {
  const token = await signIn();
  // Published and drafts alike, as the back office lists them (the demo has fewer than 100).
  const packages = await call<{ _id: string; slug: string }[]>(
    'GET',
    '/api/operator/packages?pageSize=100',
    undefined,
    token,
  );
  for (const [i, { _id, slug }] of packages.entries()) {
    const photo = await phonePhoto(i, 3000, 2000, 'natural');
    const upload = await fetch(`${ORIGIN}/api/operator/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: photo,
    });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const detail = await call<OperatorPackageDetail>(
      'GET',
      `/api/operator/packages/${_id}`,
      undefined,
      token,
    );
    await call(
      'PUT',
      `/api/operator/packages/${_id}`,
      packageBodyOf(detail, {
        cardImage: url,
        gallery: [url, ...detail.gallery.filter((src) => src !== url)],
      }),
      token,
    );
    // Ready when the upload's address leads to a variant (the job queue has made them all).
    while ((await fetch(`${ORIGIN}${url}`, { redirect: 'manual' })).status !== 302)
      await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(
      `${slug}: a 3000x2000 photo of ${(photo.length / 1024 / 1024).toFixed(1)} MB, variants ready`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
