/**
 * Rendered pages by URL and by the data they were rendered from. The key holds a hash of the
 * page's API answers, which are the catalogue's cached answers: when the catalogue changes (an
 * admin edit, stock that sells out, a hidden product) the answers change, the key with them, and
 * the next request renders the page afresh. The page is as current as the catalogue's JSON,
 * never older (docs/decisions/023-server-rendering.md).
 */
import { createHash } from 'node:crypto';
import { CompressibleBody } from './content-encoding';

const MAX_PAGES = 1_000;

export interface CachedPage {
  body: CompressibleBody;
  etag: string;
}

/** One page in its two forms: for a visitor (with the signed-out tag) and for anyone with a session cookie. */
export interface CachedPagePair {
  visitor: CachedPage;
  shopper: CachedPage;
}

export function pageOf(html: string): CachedPage {
  const bytes = Buffer.from(html);
  return {
    body: new CompressibleBody(bytes),
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
  };
}

export class PageCache {
  private readonly pages = new Map<string, CachedPagePair>();
  private readonly rendering = new Map<string, Promise<CachedPagePair>>();

  static keyOf(url: string, answers: Record<string, string>): string {
    const hash = createHash('sha1');
    for (const [apiUrl, body] of Object.entries(answers))
      hash.update(apiUrl).update('\0').update(body).update('\0');
    return `${url}\0${hash.digest('base64url')}`;
  }

  /** The page for `key`, rendering it with `render` on a miss; concurrent misses share one render. */
  get(key: string, render: () => Promise<CachedPagePair>): CachedPagePair | Promise<CachedPagePair> {
    const hit = this.pages.get(key);
    if (hit) return hit;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((pair) => {
          // Old versions of a page are never asked for again; the bound drops them in bulk.
          if (this.pages.size >= MAX_PAGES) this.pages.clear();
          this.pages.set(key, pair);
          return pair;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
