/**
 * Sends a storefront page rendered on the server with React (the web app's own renderer,
 * server-entry.ts): its data is loaded through the shop's own API, so it meets the same routes,
 * caches and checks as the browser's requests; the page is rendered once per URL and catalogue
 * version (page-cache.ts), sent with its answers inlined for the browser's query cache, and
 * answers a matching If-None-Match with 304 (docs/decisions/023-server-rendering.md). A page
 * the cache does not hold counts against its address's render limit (page-render-limit.ts;
 * docs/decisions/036-fast-again.md).
 *
 * The HTML is the same for every visitor: what differs (who is signed in, the cart) is filled in
 * by the browser after hydration. Only the signed-out hint (SIGNED_OUT_TAG) differs, so each
 * page is kept in both forms.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAnswer, PageData, PageKey, ServerEntry } from '#shared/server-render';
import { catalogVersion } from '../modules/catalog/catalog-cache';
import { addVary, sendCompressible } from './content-encoding';
import { escapeHtml, type IndexHtmlExtras, renderIndex, SIGNED_OUT_TAG } from './index-html';
import { answersHash, type CachedPagePair, type PageEntry, pageOf } from './page-cache';
import { renderRefusedFor, sendTooManyRenders } from './page-render-limit';
import { cookieName } from './sessions';

/** Where the web app looks for the answers it need not fetch (src/web/lib/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * The head tags a page needs beyond its rendered body (title, link previews, photo preloads),
 * made from the answers it was rendered with.
 */
export type ServedPageHead = (
  app: FastifyInstance,
  data: PageData,
  url: string,
) => Promise<IndexHtmlExtras | undefined> | IndexHtmlExtras | undefined;

/**
 * `{"<request URL>": <answer>}` in a JSON script block, which the browser never runs. Each
 * answer goes in as the API's own JSON text; a `<` inside any text is escaped so no product text
 * can close the block.
 */
export function initialDataTag(answers: Record<string, string>, publicUrl: string): string {
  const entries = Object.entries(answers).map(([url, body]) => `${JSON.stringify(url)}:${body}`);
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  // The address the page's head was rendered with, for hydration to render the same.
  const named = `data-public-url="${escapeHtml(publicUrl)}"`;
  return `<script type="application/json" id="${INITIAL_DATA_ID}" ${named}>${json}</script>`;
}

/** GET `apiUrl` through the app itself, as the browser would ask it (API key, the visitor's address for limits). */
function fetchThroughApp(app: FastifyInstance, request: FastifyRequest) {
  const apiKey = app.deps.config.apiKey;
  return async (apiUrl: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url: apiUrl,
      headers: { accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * Renders and sends the page at the request's URL. Pages the browser renders (the shopper's own
 * areas, the back office) and products that are not there get the plain shell, as before; so
 * does any page whose render fails (it is logged), since the browser can still render it.
 */
export async function sendServerRendered(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  head?: ServedPageHead,
): Promise<FastifyReply> {
  try {
    return await sendRendered(app, request, reply, head);
  } catch (err) {
    request.log.error({ err }, 'server render failed; sending the plain shell');
    return reply.sent ? reply : app.sendIndexHtml(request, reply);
  }
}

async function sendRendered(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  head: ServedPageHead | undefined,
): Promise<FastifyReply> {
  const entry = app.serverEntry ?? (await app.serverEntryLoaded());
  if (!entry) return app.sendIndexHtml(request, reply);
  const key = entry.canonicalPage(request.url);
  if (!key) return app.sendIndexHtml(request, reply);
  // A hit is answered from memory, before any data is read (DESIGN section 15).
  const hit = key.cacheable ? app.pageCache.lookup(key.renderUrl, catalogVersion()) : undefined;
  if (hit) {
    if (hit.stale) revalidate(app, request, entry, key.renderUrl, hit.entry, head);
    return sendPage(request, reply, hit.entry.status, hit.entry.pair);
  }
  const retryAfter = await renderRefusedFor(app, request);
  if (retryAfter !== undefined) return sendTooManyRenders(request, reply, retryAfter);
  const rendered = await renderShared(app, request, entry, key, head);
  reply.status(rendered.status);
  if (!rendered.pair) return app.sendIndexHtml(request, reply);
  return sendPage(request, reply, rendered.status, rendered.pair);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, pair: CachedPagePair) {
  const visitor = !request.cookies?.[cookieName(request.server, 'shopper')];
  const page = visitor ? pair.visitor : pair.shopper;
  addVary(reply, 'cookie');
  reply.status(status).type('text/html; charset=utf-8').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag && status === 200) return reply.status(304).send();
  return sendCompressible(request, reply, page.body);
}

interface Rendered {
  status: number;
  /** Absent when the browser renders the page (a product that is not there). */
  pair?: CachedPagePair;
}

/** Renders in progress, by URL and catalogue version: concurrent misses of one page share one render. */
const rendering = new WeakMap<FastifyInstance, Map<string, Promise<Rendered>>>();

function renderShared(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ServerEntry,
  key: PageKey,
  head: ServedPageHead | undefined,
): Promise<Rendered> {
  let pending = rendering.get(app);
  if (!pending) {
    pending = new Map();
    rendering.set(app, pending);
  }
  const version = catalogVersion();
  const id = `${version}\0${key.renderUrl}`;
  let render = pending.get(id);
  if (!render) {
    render = renderAndKeep(app, request, entry, key, version, head).finally(() => pending.delete(id));
    pending.set(id, render);
  }
  return render;
}

async function renderAndKeep(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ServerEntry,
  key: PageKey,
  version: number,
  head: ServedPageHead | undefined,
): Promise<Rendered> {
  const data = await entry.loadPageData(key.renderUrl, fetchThroughApp(app, request));
  if (!data) return { status: 200 };
  if (!data.rendered) return { status: data.status };
  const pair = await renderPair(app, entry, data.renderUrl, data, head);
  // A render that raced an admin's edit answers its request but is not kept.
  if (key.cacheable && catalogVersion() === version)
    app.pageCache.store(key.renderUrl, {
      pair,
      status: data.status,
      version,
      answersHash: answersHash(data.answers),
    });
  return { status: data.status, pair };
}

/** URLs whose data is being read again after their page went past its freshness. */
const revalidating = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Reads a stale page's data again in the background: unchanged, the page is fresh again without
 * a render; changed (stock sold by checkout, which bumps no version), it is rendered anew.
 */
function revalidate(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ServerEntry,
  url: string,
  cached: PageEntry,
  head: ServedPageHead | undefined,
): void {
  let urls = revalidating.get(app);
  if (!urls) {
    urls = new Set();
    revalidating.set(app, urls);
  }
  if (urls.has(url)) return;
  urls.add(url);
  const running = urls;
  (async () => {
    const data = await entry.loadPageData(url, fetchThroughApp(app, request));
    if (!data?.rendered || data.status !== cached.status) return app.pageCache.drop(url, cached);
    if (answersHash(data.answers) === cached.answersHash) return app.pageCache.renew(url, cached);
    const pair = await renderPair(app, entry, data.renderUrl, data, head);
    if (catalogVersion() === cached.version)
      app.pageCache.store(url, {
        pair,
        status: data.status,
        version: cached.version,
        answersHash: answersHash(data.answers),
      });
  })()
    .catch((err) => request.log.error({ err }, 'refreshing a cached page failed'))
    .finally(() => running.delete(url));
}

async function renderPair(
  app: FastifyInstance,
  entry: ServerEntry,
  url: string,
  data: PageData,
  head: ServedPageHead | undefined,
): Promise<CachedPagePair> {
  const publicUrl = app.deps.config.publicUrl;
  const [rendered, extras] = await Promise.all([
    entry.renderPage(url, data.answers, publicUrl),
    head?.(app, data, url),
  ]);
  const tags = [
    rendered.head,
    extras?.head,
    app.pageAssetTags(data.pageSource),
    initialDataTag(data.answers, publicUrl),
  ];
  const page = (extra: string | undefined) =>
    pageOf(
      renderIndex(app.renderedPageShell, {
        title: extras?.title,
        head: [...tags, extra].filter(Boolean).join('\n'),
        body: rendered.body,
      }),
    );
  return { visitor: page(SIGNED_OUT_TAG), shopper: page(undefined) };
}
