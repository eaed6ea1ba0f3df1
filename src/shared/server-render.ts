/**
 * The contract between the shop's server and the web app's server renderer (built by Vite into
 * dist/ssr/entry-server.js and loaded by path at start-up, so neither side imports the other's
 * source; docs/decisions/023-server-rendering.md).
 */

/** An API answer as the server would send it to the browser. */
export interface ApiAnswer {
  status: number;
  /** The JSON text of the answer. */
  body: string;
}

/** Asks the shop's own API (the same routes, caches and checks the browser's requests meet). */
export type FetchAnswer = (apiUrl: string) => Promise<ApiAnswer>;

/** What a page needs to render: its status and the answers it reads, by request URL. */
export interface PageData {
  status: number;
  /** False when the server sends the app's plain shell instead (a product that is not there). */
  rendered: boolean;
  /** JSON text by the URL the page requests it with. */
  answers: Record<string, string>;
  /** The page module's path in the build manifest (its code is named in the HTML). */
  pageSource: string;
  /** The request's URL less the parameters no page reads: what is rendered, and its cache key. */
  renderUrl: string;
}

/** Where a page is kept in the rendered-page cache, known from its URL alone. */
export interface PageKey {
  /** The request's URL less the parameters no page reads, those it reads in a fixed order. */
  renderUrl: string;
  /** False for a path the app has no page for: rendered (the 404 screen) but never kept. */
  cacheable: boolean;
}

export interface RenderedPage {
  head: string;
  body: string;
}

export interface ServerEntry {
  /** The page's cache key; undefined for pages left to the browser. */
  canonicalPage(url: string): PageKey | undefined;
  /**
   * The data of the page at `url` (path and query), loaded through `fetchAnswer`; undefined for
   * pages left to the browser (the shopper's own areas, the back office).
   */
  loadPageData(url: string, fetchAnswer: FetchAnswer): Promise<PageData | undefined>;
  /**
   * The page rendered once all of it is ready: `head`, the tags React hoisted (title, meta,
   * canonical link), and `body`, the content of the app's root element. `publicUrl` makes the
   * head's absolute links.
   */
  renderPage(url: string, answers: Record<string, string>, publicUrl: string): Promise<RenderedPage>;
}
