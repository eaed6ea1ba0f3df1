/**
 * Serves the built single-page app from the same process: hashed assets with long caching, and
 * index.html for every other GET that accepts HTML (the app renders its own 404 screen).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath, paths } from '../../shared/paths';

const NOT_SPA_PREFIXES = [
  '/api/',
  '/images/',
  '/get-items',
  '/healthz',
  '/readyz',
  '/dev/',
  '/sandbox-checkout/',
];

export interface IndexHtmlExtras {
  title?: string;
  /** Extra tags for <head>; the caller escapes them. */
  head?: string;
}

export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const indexPath = path.join(webDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.decorate('renderIndexHtml', (extras: IndexHtmlExtras = {}) => renderIndex(indexHtml, extras));
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}

function renderIndex(html: string, extras: IndexHtmlExtras): string {
  let out = html;
  if (extras.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(extras.title)}</title>`);
  if (extras.head) out = out.replace('</head>', `${extras.head}\n</head>`);
  return out;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Answers an unmatched GET with the app shell when a browser asks for a page; false otherwise. */
export function trySendSpa(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!app.hasDecorator('renderIndexHtml')) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (NOT_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  // Unknown paths still get the app shell (it shows the 404 screen) but with a 404 status.
  const status = isKnownPagePath(pathname) && pathname !== paths.notFound ? 200 : 404;
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
  reply.send(app.renderIndexHtml());
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderIndexHtml(extras?: IndexHtmlExtras): string;
  }
}
