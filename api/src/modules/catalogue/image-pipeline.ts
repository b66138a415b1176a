import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_UPLOAD_MAX_PIXELS, PICTURE_WIDTHS, type PictureFormat } from '@trippy/contracts';
import { HttpError } from '../../shared/http-error';

/** Bumped when the variants change (sizes, quality): every address changes with it. */
export const PIPELINE_VERSION = 'v1';

// Two cores: one image at a time uses them both; libvips' cache only holds memory here.
sharp.cache(false);

export const ACCEPTED_FORMATS_TEXT = 'Upload a JPEG, PNG, WebP or AVIF image';

/** The address key of an upload's variants: its content and the pipeline's version. */
export const variantKeyOf = (sha256: string): string =>
  crypto.createHash('sha256').update(`${PIPELINE_VERSION}:${sha256}`).digest('hex').slice(0, 24);

export interface CheckedImage {
  width: number;
  height: number;
}

/**
 * Reads the header only (no decoding): refuses what libvips cannot read (415, naming the formats accepted) and
 * an image over the pixel bound (413: a decompression bomb declares a huge size in a few bytes).
 */
export async function checkImage(bytes: Buffer, named: string): Promise<CheckedImage> {
  let meta: Metadata;
  try {
    // The header only: the size it declares is checked below, before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(
      415,
      named === 'HEIC'
        ? `HEIC photos cannot be read on this server. ${ACCEPTED_FORMATS_TEXT} (on an iPhone: Settings > Camera > Formats > Most Compatible).`
        : `The file is not a ${named} image this server can read. ${ACCEPTED_FORMATS_TEXT}.`,
    );
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width <= 0 || height <= 0) throw new HttpError(415, `The image has no size. ${ACCEPTED_FORMATS_TEXT}.`);
  if (width * height > IMAGE_UPLOAD_MAX_PIXELS)
    throw new HttpError(
      413,
      `The image is ${width}x${height} pixels; at most ${IMAGE_UPLOAD_MAX_PIXELS / 1_000_000} megapixels are accepted`,
    );
  return { width, height };
}

export interface MadeVariant {
  format: PictureFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface MadeVariants {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  variants: MadeVariant[];
}

const QUALITY: Record<PictureFormat, number> = { avif: 50, webp: 72, jpeg: 78 };

/**
 * The served forms of an original: oriented by its EXIF, then every width up to its own (never upscaled) in
 * AVIF, WebP and JPEG, with no metadata at all (sharp drops EXIF, GPS, XMP and ICC unless asked to keep
 * them; colours are converted to sRGB), and a 20 px blurred JPEG placeholder as a data URI.
 */
export async function makeVariants(original: Buffer): Promise<MadeVariants> {
  const input = () => sharp(original, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS }).rotate();
  // One decode, oriented and shrunk to the largest width made, reused for every variant.
  const { data: base, info } = await input()
    .resize({ width: PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1], withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const oriented = await input().metadata();
  const swap = (oriented.orientation ?? 1) >= 5;
  const width = swap ? (oriented.height ?? info.width) : (oriented.width ?? info.width);
  const height = swap ? (oriented.width ?? info.height) : (oriented.height ?? info.height);
  const widths: number[] = PICTURE_WIDTHS.filter((w) => w < info.width);
  if (!widths.includes(info.width)) widths.push(info.width);
  const variants: MadeVariant[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((info.height * w) / info.width));
    const resized = sharp(base, raw).resize(w, h);
    const encoded = await Promise.all([
      resized.clone().avif({ quality: QUALITY.avif, effort: 1 }).toBuffer(),
      resized.clone().webp({ quality: QUALITY.webp, effort: 2 }).toBuffer(),
      resized.clone().jpeg({ quality: QUALITY.jpeg, mozjpeg: true, progressive: true }).toBuffer(),
    ]);
    variants.push(
      { format: 'avif', width: w, height: h, bytes: encoded[0] },
      { format: 'webp', width: w, height: h, bytes: encoded[1] },
      { format: 'jpeg', width: w, height: h, bytes: encoded[2] },
    );
  }
  const tiny = await sharp(base, raw).resize(20).blur(1).jpeg({ quality: 50 }).toBuffer();
  return {
    width,
    height,
    widths,
    placeholder: `data:image/jpeg;base64,${tiny.toString('base64')}`,
    variants,
  };
}
