import type { IMAGE_UPLOAD_TYPES } from '@trippy/contracts';

export type UploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The brands of an ISO media file's `ftyp` box (major, then compatible), as text. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return [];
  const size = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const brands = [text(8)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(at));
  return brands;
}

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The image type the first bytes say (JPEG, PNG, WebP, AVIF or HEIC), whatever the request's header claims. */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  if (brands.some((brand) => HEIC_BRANDS.includes(brand))) return 'image/heic';
  return undefined;
}
