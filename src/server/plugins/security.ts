/**
 * CSRF defence (DESIGN section 8): a state-changing call must carry JSON (a cross-site form
 * cannot), and an Origin header, when present, must be our own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrfChecks(app: FastifyInstance): void {
  const publicOrigin = new URL(app.deps.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const contentType = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
    if ((contentType !== undefined || hasBody) && !isJson(contentType)) {
      throw new AppError('unsupported', 'Send the request body as application/json.');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && !isSameHost(origin, request)) {
      throw new AppError('forbidden', 'This request came from another site and was refused.');
    }
  });
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
}

function isSameHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
