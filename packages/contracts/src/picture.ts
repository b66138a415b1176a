import { Type, type Static } from '@sinclair/typebox';

/** The formats every uploaded picture is served in, best first (the JPEG is the fallback every browser reads). */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The widths made of an upload (never wider than the original): 360 px phones to a 2x desktop. */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/**
 * An uploaded image's served form: its variants are at `${base}/${width}.${avif|webp|jpg}` for each of
 * `widths` (immutable addresses: `base` holds a hash of the original and of the pipeline), `width`/`height` the
 * oriented original's size (its aspect ratio), `placeholder` a tiny blurred JPEG as a data URI.
 */
export const PictureSchema = Type.Object({
  base: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  widths: Type.Array(Type.Integer()),
  placeholder: Type.String(),
});
export type Picture = Static<typeof PictureSchema>;

/** The pictures of a package's image URLs that are uploads with their variants ready, by URL. */
export const PicturesSchema = Type.Record(Type.String(), PictureSchema);
export type Pictures = Static<typeof PicturesSchema>;

const EXTENSION: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export const pictureVariantUrl = (picture: Picture, width: number, format: PictureFormat): string =>
  `${picture.base}/${width}.${EXTENSION[format]}`;

/** `srcset` of one format: every width made. */
export const pictureSrcSet = (picture: Picture, format: PictureFormat): string =>
  picture.widths.map((w) => `${pictureVariantUrl(picture, w, format)} ${w}w`).join(', ');
