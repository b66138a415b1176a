import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { pictureSrcSet, pictureVariantUrl, type Picture as PictureData } from '@trippy/contracts';

export interface PictureProps {
  /** The image's address: an upload (/api/images/uploads/:id) or a bundled drawing (/images/...svg). */
  src: string;
  /** The upload's variants once made (the package's `images.pictures[src]`); absent: a plain <img>. */
  picture?: PictureData;
  alt: string;
  /** How wide the picture is drawn, per viewport (the `sizes` attribute): the browser picks the width. */
  sizes: string;
  /** The box's size (explicit dimensions: no layout shift while it loads); CSS scales it. */
  width: number;
  height: number;
  /** The page's largest paint: fetched first (high priority) and preloaded in the head. */
  priority?: boolean;
  /** Below the fold: fetched when it comes near the viewport. */
  lazy?: boolean;
  className?: string;
}

/** The JPEG variant a browser without srcset gets: the first at least 640 px wide, else the widest. */
const fallbackWidth = (picture: PictureData) =>
  picture.widths.find((w) => w >= 640) ?? picture.widths[picture.widths.length - 1]!;

/**
 * One picture of the site: an upload as <picture> with AVIF, WebP and JPEG srcsets (the browser picks the
 * format and the width for `sizes`), its blurred placeholder as background while it loads; a drawing as a
 * plain <img>. `priority` preloads it with imagesrcset/imagesizes (React puts the link in the head).
 */
export function Picture({
  src,
  picture,
  alt,
  sizes,
  width,
  height,
  priority = false,
  lazy = false,
  className,
}: PictureProps) {
  const loading = lazy && !priority ? 'lazy' : undefined;
  const fetchPriority = priority ? 'high' : undefined;
  if (!picture)
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    );
  const avif = pictureSrcSet(picture, 'avif');
  if (priority)
    preload(pictureVariantUrl(picture, fallbackWidth(picture), 'avif'), {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  const style: CSSProperties | undefined = picture.placeholder
    ? {
        backgroundImage: `url("${picture.placeholder}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(picture, 'webp')} sizes={sizes} />
      <img
        src={pictureVariantUrl(picture, fallbackWidth(picture), 'jpeg')}
        srcSet={pictureSrcSet(picture, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
