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
import { findImage } from '../../uploaded-images.repository';
import { uploadImage } from '../../image-upload';

const TOO_LARGE = 'Images can be at most 2 MB';
const WRONG_TYPE = 'Upload a JPEG, PNG or WebP image';

/**
 * POST /api/operator/images (staff): the image's bytes as the body with its Content-Type, checked by their
 * first bytes; stored in the database so every instance serves it at GET /api/images/uploads/:id.
 * Not wrapped in fastify-plugin: the image body parsers stay inside this file's routes.
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
        summary: 'Upload a package image (JPEG, PNG or WebP, at most 2 MB) and get its URL',
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
      if (!actual || actual !== declared)
        throw new HttpError(
          415,
          `The file is not a ${declared.replace('image/', '').toUpperCase()} image. ${WRONG_TYPE}`,
        );
      const stored = await uploadImage(app.db, body, actual as UploadType, request.staff!.id);
      const { created: _created, ...data } = stored;
      return reply.status(201).send({ success: true, data, message: 'Image uploaded' });
    },
  );

  app.get(
    '/api/images/uploads/:id',
    {
      schema: {
        tags: ['packages'],
        summary: 'An uploaded image (immutable: a new upload gets a new address)',
        params: IdParamsSchema,
        response: { 200: Type.Unknown(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id);
      if (!image) throw new HttpError(404, 'Image not found');
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('ETag', `"${image.sha256}"`)
        .send(image.bytes);
    },
  );
}
