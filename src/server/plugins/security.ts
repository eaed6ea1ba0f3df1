/**
 * CSRF defence (docs/architecture.md section 8): a state-changing call must carry JSON (a cross-site form
 * cannot), and an Origin header, when present, must be our own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrfChecks(app: FastifyInstance): void {
  const config = app.deps.config;
  // Read per request (cheaply cached), so a PUBLIC_URL settled after start-up is honoured.
  let publicUrl = '';
  let publicOrigin = '';
  // A plain callback hook: reads (most requests) pass with no promise and no extra tick.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const contentType = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
    if ((contentType !== undefined || hasBody) && !isJson(contentType)) {
      return done(new AppError('unsupported', 'Send the request body as application/json.'));
    }
    const origin = request.headers.origin;
    if (config.publicUrl !== publicUrl) {
      publicUrl = config.publicUrl;
      publicOrigin = new URL(publicUrl).origin;
    }
    if (origin !== undefined && origin !== publicOrigin && !isSameHost(origin, request)) {
      return done(
        new AppError('forbidden', 'This request came from another site and was refused.', {
          code: 'cross_site_request',
        }),
      );
    }
    done();
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
