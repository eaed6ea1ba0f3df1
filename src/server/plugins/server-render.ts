/**
 * Sends a storefront page rendered on the server with React (the web app's own renderer,
 * server-entry.ts): its data is loaded through the shop's own API, so it meets the same routes,
 * caches and checks as the browser's requests; the page is rendered once per URL and catalogue
 * version (page-cache.ts), sent with its answers inlined for the browser's query cache, and
 * answers a matching If-None-Match with 304 (docs/decisions/023-server-rendering.md).
 *
 * The HTML is the same for every visitor: what differs (who is signed in, the cart) is filled in
 * by the browser after hydration. Only the signed-out hint (SIGNED_OUT_TAG) differs, so each
 * page is kept in both forms.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAnswer, PageData, ServerEntry } from '#shared/server-render';
import { addVary, sendCompressible } from './content-encoding';
import { escapeHtml, type IndexHtmlExtras, renderIndex, SIGNED_OUT_TAG } from './index-html';
import { type CachedPagePair, PageCache, pageOf } from './page-cache';
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

const caches = new WeakMap<FastifyInstance, PageCache>();

function cacheOf(app: FastifyInstance): PageCache {
  let cache = caches.get(app);
  if (!cache) {
    cache = new PageCache();
    caches.set(app, cache);
  }
  return cache;
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
  const data = await entry.loadPageData(request.url, fetchThroughApp(app, request));
  if (!data) return app.sendIndexHtml(request, reply);
  reply.status(data.status);
  if (!data.rendered) return app.sendIndexHtml(request, reply);
  const key = PageCache.keyOf(data.renderUrl, data.answers);
  const pair = await cacheOf(app).get(key, () => renderPair(app, entry, data.renderUrl, data, head));
  const visitor = !request.cookies?.[cookieName(app, 'shopper')];
  const page = visitor ? pair.visitor : pair.shopper;
  addVary(reply, 'cookie');
  reply.type('text/html; charset=utf-8').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag && data.status === 200) return reply.status(304).send();
  return sendCompressible(request, reply, page.body);
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
