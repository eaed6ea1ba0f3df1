/**
 * GET /images/<sha256>.webp: content-addressed bytes, cached by browsers and CDNs for a year;
 * GET /images/<sha256>-<width>.<avif|webp>: the same photo made smaller, cached the same way
 * (docs/decisions/019-responsive-images.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { whenReady } from '#server/lib/maybe-promise';
import { fileReply } from '#server/lib/reply-schemas';
import { parseImageFile, UNKNOWN_IMAGE_MESSAGE, UNKNOWN_VARIANT_MESSAGE } from '#shared/images';
import { matchesEtag } from '../catalog/conditional-get';
import { readImage, readVariant } from './image-reads';
import type { StoredImage } from './store-image';

const imageSchema = {
  params: z.object({ file: z.string() }),
  response: {
    200: {
      description:
        'The image bytes: the original named by its SHA-256, or a variant of it by width and format',
      content: {
        ...fileReply('image/webp', '').content,
        ...fileReply('image/avif', '').content,
      },
    },
  },
};

export async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/:file', { schema: imageSchema }, (request, reply) => {
    const file = parseImageFile(request.params.file);
    if (!file) throw new AppError('not_found', UNKNOWN_IMAGE_MESSAGE);
    if (file.kind === 'unknown-variant') throw new AppError('not_found', UNKNOWN_VARIANT_MESSAGE);
    // The name is the hash of the source's bytes (and the variant's width and format): a client
    // holding this ETag holds exactly these bytes.
    const etag = file.kind === 'original' ? `"${file.id}"` : `"${request.params.file}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (matchesEtag(request, etag)) {
      reply.status(304).send();
      return;
    }
    // A cached image is sent in the same tick; a first read waits for the database (and a
    // variant's first read may make it).
    const found =
      file.kind === 'original'
        ? readImage(app.deps.db, file.id)
        : readVariant(app.deps.db, file.id, file.width, file.format);
    return whenReady(found, (image) => sendImage(reply, image));
  });
}

function sendImage(reply: FastifyReply, image: StoredImage | undefined): void {
  if (!image) {
    reply.removeHeader('cache-control').removeHeader('etag');
    throw new AppError('not_found', UNKNOWN_IMAGE_MESSAGE);
  }
  reply.type(image.mimeType).send(image.bytes);
}
