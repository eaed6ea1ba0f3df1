/** ETag revalidation: a client that already holds the current body gets a bodiless 304. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressible } from '#server/plugins/content-encoding';
import type { CachedBody } from './catalog-cache';

/** True when If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Sends a cached JSON body, or 304 when the client's copy is current. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  // no-cache: browsers keep the body but ask each time, so stock changes show without delay.
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  // A 304 names what the full answer varies by; sendCompressible does so for the full answer.
  if (matchesEtag(request, cached.etag)) return reply.header('vary', 'accept-encoding').status(304).send();
  return sendCompressible(request, reply.type('application/json; charset=utf-8'), cached.compressible);
}
