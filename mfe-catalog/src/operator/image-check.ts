import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@trippy/contracts';

export const IMAGE_MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
export const IMAGE_ACCEPT = [...IMAGE_UPLOAD_TYPES, '.heic', '.avif'].join(',');
/** What the upload field says it takes (the server makes the sizes and formats the site shows). */
export const IMAGE_FORMATS_TEXT = 'JPEG, PNG, WebP, AVIF or HEIC';

/** Why a chosen file cannot be uploaded (the server checks again, by its bytes), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return `Choose a ${IMAGE_FORMATS_TEXT} image.`;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return `The image is larger than ${IMAGE_MAX_MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}
