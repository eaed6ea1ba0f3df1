/**
 * Compressed answers without compressing per request: a body that is sent many times (the app
 * shell, a cached catalogue page) is compressed once and the copy kept beside it; the built
 * assets are compressed at build time (see vite.config.ts). Brotli first, then gzip.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The encoding to answer with, from Accept-Encoding (an encoding with q=0 is refused). */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** A body with its compressed copies, made the first time a client asks for each. */
export class CompressibleBody {
  private copies: Partial<Record<Encoding, Buffer>> = {};
  /** Told the size of each compressed copy as it is made (the page cache counts its bytes). */
  onGrow?: (bytes: number) => void;

  constructor(readonly bytes: Buffer) {}

  /** The plain bytes and the compressed copies made so far. */
  get size(): number {
    let total = this.bytes.length;
    for (const copy of Object.values(this.copies)) total += copy.length;
    return total;
  }

  /** The bytes to send for `encoding`, or undefined when the plain bytes should go. */
  encoded(encoding: Encoding | undefined): Buffer | undefined {
    if (!encoding || this.bytes.length < MIN_BYTES) return undefined;
    let copy = this.copies[encoding];
    if (!copy) {
      copy = encoding === 'br' ? brotli(this.bytes) : gzipSync(this.bytes, { level: 6 });
      this.copies[encoding] = copy;
      this.onGrow?.(copy.length);
    }
    return copy;
  }
}

function brotli(bytes: Buffer): Buffer {
  // Quality 5 compresses a few kilobytes in well under a millisecond, close to the best ratio.
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Sends `body` compressed when the client accepts it, with Vary so caches keep both apart. */
export function sendCompressible(request: FastifyRequest, reply: FastifyReply, body: CompressibleBody) {
  addVary(reply, 'accept-encoding');
  const encoding = preferredEncoding(request);
  const copy = body.encoded(encoding);
  if (!copy) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(copy);
}

/** Adds `field` to the reply's Vary header, keeping the fields already named there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', field);
    return;
  }
  const fields = String(current)
    .toLowerCase()
    .split(/\s*,\s*/);
  if (!fields.includes(field.toLowerCase())) reply.header('vary', `${current}, ${field}`);
}
