/**
 * Serves the built single-page app from the same process: hashed assets with long caching, and
 * index.html for every other GET that accepts HTML (the app renders its own 404 screen). Pages
 * with a head provider (the storefront's) get extra <head> tags naming what they will need.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath, paths } from '#shared/paths';
import type { ServerEntry } from '#shared/server-render';
import { CATALOG_CACHE_TTL_MS } from '../modules/catalog/catalog-cache';
import { addVary, CompressibleBody, sendCompressible } from './content-encoding';
import { type IndexHtmlExtras, inlineStylesheets, renderIndex, SIGNED_OUT_TAG } from './index-html';
import { withNoScriptPage } from './no-script';
import { PageCache } from './page-cache';
import { loadServerEntry, serverEntryPath } from './server-entry';
import { type ServedPageHead, sendServerRendered } from './server-render';
import { cookieName } from './sessions';
import { type PageAssetTags, readPageAssets } from './web-manifest';

export { escapeHtml, type IndexHtmlExtras, SIGNED_OUT_TAG, textAsHtml } from './index-html';

const NOT_SPA_PREFIXES = [
  '/api/',
  '/images/',
  '/get-items',
  '/healthz',
  '/readyz',
  '/dev/',
  '/sandbox-checkout/',
];

/**
 * Extra <head> tags for one page path (what it will download and show first), or those and a
 * title. Optional: when it fails, the plain shell goes.
 */
export type PageHead = (
  app: FastifyInstance,
  request: FastifyRequest,
) => Promise<string | IndexHtmlExtras> | string | IndexHtmlExtras;

export interface WebOptions {
  /** By pathname, for the plain shell (a build without the server renderer). */
  pageHeads?: Record<string, PageHead>;
  /** By pathname, for pages rendered on the server. */
  servedHeads?: Record<string, ServedPageHead>;
}

export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  options: WebOptions = {},
): Promise<void> {
  const indexPath = path.join(webDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    return;
  }
  const builtHtml = readFileSync(indexPath, 'utf8');
  // Pages rendered on the server start from builtHtml; the plain shell says what it needs.
  const indexHtml = withNoScriptPage(builtHtml);
  // The plain shells answer most page loads: their compressed copies are made once.
  const shell = new CompressibleBody(Buffer.from(indexHtml));
  const visitorShell = new CompressibleBody(Buffer.from(renderIndex(indexHtml, { head: SIGNED_OUT_TAG })));
  const shopperCookie = cookieName(app, 'shopper');
  app.decorate('sendIndexHtml', (request: FastifyRequest, reply: FastifyReply, extras?: IndexHtmlExtras) => {
    // A request without a shopper session cookie comes from a visitor: the page says so, and the
    // app need not ask GET /api/users/me for an answer that can only be 401.
    const visitor = !request.cookies?.[shopperCookie];
    let body = visitor ? visitorShell : shell;
    if (extras) {
      const head = visitor ? `${extras.head ?? ''}\n${SIGNED_OUT_TAG}` : extras.head;
      body = new CompressibleBody(Buffer.from(renderIndex(indexHtml, { ...extras, head })));
    }
    addVary(reply, 'cookie');
    return sendCompressible(request, reply.type('text/html; charset=utf-8'), body);
  });
  app.decorate('pageAssetTags', readPageAssets(webDir));
  app.decorate('pageHeads', options.pageHeads ?? {});
  app.decorate('servedHeads', options.servedHeads ?? {});
  app.decorate('renderedPageShell', inlineStylesheets(builtHtml, webDir));
  app.decorate(
    'pageCache',
    new PageCache({
      maxBytes: app.deps.config.server.pageCacheBytes,
      // As long as the catalogue's own answers are kept: stock sold at checkout shows as soon.
      freshMs: CATALOG_CACHE_TTL_MS,
      now: () => app.deps.clock().getTime(),
    }),
  );
  const rendersOnServer = existsSync(serverEntryPath(webDir));
  if (!rendersOnServer)
    app.log.warn('the web app has no server renderer (dist/ssr); pages render in the browser');
  app.decorate('rendersOnServer', rendersOnServer);
  app.decorate('serverEntry', undefined);
  // The server renderer (React and the pages, about 0.25 s to load) is loaded just after the shop
  // starts listening, not before: a page asked for meanwhile waits for it; an app that never
  // listens (app.inject in tests) loads it for its first page (docs/decisions/029-start-up.md).
  let loading: Promise<ServerEntry | undefined> | undefined;
  app.decorate('serverEntryLoaded', () => {
    loading ??= loadServerEntry(webDir).then((entry) => {
      app.serverEntry ??= entry;
      return entry;
    });
    return loading;
  });
  if (rendersOnServer)
    app.addHook('onListen', (done) => {
      app.serverEntryLoaded().catch((err) => app.log.error({ err }, 'the server renderer failed to load'));
      done();
    });
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies beside each text asset; the one the browser accepts goes.
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
}

/**
 * Whether a client takes an HTML page: one that asks for none in particular (no Accept, or
 * `*\/*` as link-preview bots send) does; one that lists types without HTML (an API client
 * asking for JSON) does not.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return /text\/html|\*\/\*|text\/\*/i.test(accept) && !/text\/html\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(accept);
}

/** Answers an unmatched GET with the app shell when a browser asks for a page; false otherwise. */
export function trySendSpa(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!app.hasDecorator('sendIndexHtml')) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (NOT_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (!acceptsHtml(request.headers.accept)) return false;
  // Unknown paths still get the app shell (it shows the 404 screen) but with a 404 status.
  const status = isKnownPagePath(pathname) && pathname !== paths.notFound ? 200 : 404;
  reply.status(status).header('Cache-Control', 'no-cache');
  if (app.rendersOnServer) {
    void sendServerRendered(app, request, reply, app.servedHeads[pathname]);
    return true;
  }
  const pageHead = status === 200 ? app.pageHeads[pathname] : undefined;
  if (!pageHead) {
    app.sendIndexHtml(request, reply);
    return true;
  }
  Promise.resolve()
    .then(() => pageHead(app, request))
    .then(
      (head) => app.sendIndexHtml(request, reply, typeof head === 'string' ? { head } : head),
      (err) => {
        request.log.warn({ err }, 'page head failed; sending the plain shell');
        app.sendIndexHtml(request, reply);
      },
    );
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app shell (plain, or with `extras`), compressed when the client accepts it. */
    sendIndexHtml(request: FastifyRequest, reply: FastifyReply, extras?: IndexHtmlExtras): FastifyReply;
    /** <link> tags for a lazily loaded page's own code and styles (by its source path). */
    pageAssetTags: PageAssetTags;
    pageHeads: Record<string, PageHead>;
    servedHeads: Record<string, ServedPageHead>;
    /** The built app shell (dist/web/index.html) for server-rendered pages: its stylesheet inline. */
    renderedPageShell: string;
    /** Rendered storefront pages (page-cache.ts). */
    pageCache: PageCache;
    /** Whether the web app was built with its server renderer (dist/ssr). */
    rendersOnServer: boolean;
    /** The web app's server renderer, once loaded (serverEntryLoaded). */
    serverEntry: ServerEntry | undefined;
    /** Loads the server renderer, once; undefined when it was not built. */
    serverEntryLoaded(): Promise<ServerEntry | undefined>;
  }
}
