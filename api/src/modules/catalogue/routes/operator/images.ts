import { Type } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  Envelope,
  IdParamsSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  ImageUploadResultSchema,
} from '@trippy/contracts';
import type { App } from '../../../../types';
import { HttpError } from '../../../../shared/http-error';
import { sniffImageType, type UploadType } from '../../image-sniff';
import { findLargestJpeg, findVariant } from '../../uploaded-images.repository';
import { ACCEPTED_FORMATS_TEXT, checkImage } from '../../image-pipeline';
import { uploadImage } from '../../image-upload';

const TOO_LARGE = 'Images can be at most 25 MB';
const WRONG_TYPE = `${ACCEPTED_FORMATS_TEXT} (HEIC where this server reads it)`;
const NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/heic': 'HEIC',
};
const BINARY = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
const VARIANT_FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpg)$/;
const FORMAT_OF = { avif: 'avif', webp: 'webp', jpg: 'jpeg' } as const;
const CONTENT_TYPE_OF = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * POST /api/operator/images (staff): the image's bytes as the body with its Content-Type, checked by their
 * first bytes and their declared size in pixels; the original is stored privately in the database, and its
 * variants (AVIF, WebP, JPEG at several widths, no metadata) are made by a job and served by every instance
 * at GET /api/images/v/:key/:width.:ext. Not wrapped in fastify-plugin: the image body parsers stay inside
 * this file's routes.
 */
export async function imageRoutesPlugin(app: App): Promise<void> {
  app.addContentTypeParser(
    [...IMAGE_UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Any other body type is refused with the same clear message (JSON still parses, and is refused below).
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, WRONG_TYPE)));

  app.post(
    '/api/operator/images',
    {
      config: { operatorAccess: 'staff' },
      // A declared length over the limit is refused before the body is read (the body limit catches the rest).
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > IMAGE_UPLOAD_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
      },
      // Fastify's body errors, said in the words of this endpoint (then answered by the app's error handler).
      errorHandler: (error) => {
        const code = (error as { code?: string }).code;
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
        if (code === 'FST_ERR_CTP_EMPTY_BODY') throw new HttpError(400, 'The image is empty');
        throw error;
      },
      schema: {
        tags: ['operator'],
        summary:
          'Upload a package image (JPEG, PNG, WebP, AVIF or HEIC where readable; at most 25 MB and 50 megapixels) and get its URL',
        consumes: [...IMAGE_UPLOAD_TYPES],
        response: {
          201: Envelope(ImageUploadResultSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(415, WRONG_TYPE);
      if (body.length === 0) throw new HttpError(400, 'The image is empty');
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const actual = sniffImageType(body);
      const named = NAMES[declared] ?? declared.replace('image/', '').toUpperCase();
      if (!actual || actual !== declared)
        throw new HttpError(415, `The file is not a ${named} image. ${WRONG_TYPE}`);
      await checkImage(body, named);
      const { result, effects } = await uploadImage(
        app.useCase(),
        body,
        actual as UploadType,
        request.staff!.id,
      );
      await app.effects.deliver(effects);
      const { created: _created, ...data } = result;
      return reply.status(201).send({ success: true, data, message: 'Image uploaded' });
    },
  );

  // The address an upload is known by (a package's cardImage, its gallery): its largest JPEG variant, once
  // made. The original is never served.
  app.get(
    '/api/images/uploads/:id',
    {
      schema: {
        tags: ['packages'],
        summary: 'An uploaded image: leads to its largest JPEG variant (the original is kept private)',
        params: IdParamsSchema,
        response: { 302: Type.Unknown(), 404: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      let image = await findLargestJpeg(app.db, request.params.id);
      if (!image) throw new HttpError(404, 'Image not found');
      // Just uploaded (the editor's preview): the queue's image pass, which is already running, finishes it.
      if (!image.url) {
        await app.jobs.runImageJobs();
        image = await findLargestJpeg(app.db, request.params.id);
      }
      if (!image?.url) {
        void reply.header('Retry-After', '5');
        throw new HttpError(503, 'The image is being prepared; try again in a few seconds');
      }
      return reply.header('Cache-Control', 'public, max-age=300').redirect(image.url, 302);
    },
  );

  app.get(
    '/api/images/v/:key/:file',
    {
      schema: {
        tags: ['packages'],
        summary: 'A variant of an uploaded image (immutable: its address holds a hash of its content)',
        params: Type.Object({
          key: Type.String({ pattern: '^[0-9a-f]{24}$' }),
          file: Type.String({ maxLength: 16 }),
        }),
        response: {
          200: {
            description: 'The variant: AVIF, WebP or JPEG by its extension, without metadata',
            content: {
              'image/avif': { schema: BINARY },
              'image/webp': { schema: BINARY },
              'image/jpeg': { schema: BINARY },
            },
          },
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const match = VARIANT_FILE.exec(request.params.file);
      if (!match) throw new HttpError(404, 'Image not found');
      const ext = match[2] as keyof typeof FORMAT_OF;
      const bytes = await findVariant(app.db, request.params.key, FORMAT_OF[ext], Number(match[1]));
      if (!bytes) throw new HttpError(404, 'Image not found');
      return reply
        .header('Content-Type', CONTENT_TYPE_OF[ext])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('ETag', `"${request.params.key}-${request.params.file}"`)
        .send(bytes);
    },
  );
}
