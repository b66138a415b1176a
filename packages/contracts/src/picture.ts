import { Type, type Static } from '@sinclair/typebox';

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
