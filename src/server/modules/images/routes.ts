/** GET /images/<sha256>.webp: content-addressed bytes, cached by browsers and CDNs for a year. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { whenReady } from '#server/lib/maybe-promise';
import { fileReply } from '#server/lib/reply-schemas';
import { matchesEtag } from '../catalog/conditional-get';
import { readImage } from './image-reads';
import type { StoredImage } from './store-image';

const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

const imageSchema = {
  params: z.object({ file: z.string() }),
  response: { 200: fileReply('image/webp', 'The image bytes, named by their SHA-256') },
};

export async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/:file', { schema: imageSchema }, (request, reply) => {
    const id = IMAGE_FILE.exec(request.params.file)?.[1];
    if (!id) throw new AppError('not_found', 'Image not found');
    const etag = `"${id}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    // The name is the hash of the bytes: a client holding this ETag holds exactly these bytes.
    if (matchesEtag(request, etag)) {
      reply.status(304).send();
      return;
    }
    // A cached image is sent in the same tick; a first read waits for the database.
    return whenReady(readImage(app.deps.db, id), (found) => sendImage(reply, found));
  });
}

function sendImage(reply: FastifyReply, image: StoredImage | undefined): void {
  if (!image) {
    reply.removeHeader('cache-control').removeHeader('etag');
    throw new AppError('not_found', 'Image not found');
  }
  reply.type(image.mimeType).send(image.bytes);
}
