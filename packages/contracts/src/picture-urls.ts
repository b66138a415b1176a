// What the browser needs to write a picture's addresses, without its schema (./picture.ts): every public page
// shows pictures, and importing a schema would bring TypeBox into its first load.
import type { Picture } from './picture';

/** The formats every uploaded picture is served in, best first (the JPEG is the fallback every browser reads). */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The widths made of an upload (never wider than the original): 360 px phones to a 2x desktop. */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

const EXTENSION: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export const pictureVariantUrl = (picture: Picture, width: number, format: PictureFormat): string =>
  `${picture.base}/${width}.${EXTENSION[format]}`;

/** `srcset` of one format: every width made. */
export const pictureSrcSet = (picture: Picture, format: PictureFormat): string =>
  picture.widths.map((w) => `${pictureVariantUrl(picture, w, format)} ${w}w`).join(', ');
