/**
 * Rendered storefront pages, kept by the route's canonical URL (the parameters the page reads, in
 * a fixed order) and the catalogue's version (catalog-cache.ts `catalogVersion`, bumped by every
 * admin write), so a hit is answered before any data is loaded (DESIGN section 15). The cache is
 * bounded in bytes, the least recently used page going first: an attacker's made-up URLs can
 * push pages out but never grow the process past the bound (docs/decisions/036-fast-again.md).
 *
 * Stock taken by checkout does not bump the version (the catalogue's JSON is kept 2 s for the
 * same reason), so a page is fresh for `freshMs`; after that the next request still gets it at
 * once while the page's data is read again in the background, and the page is rendered again only
 * when that data differs (its answers' hash).
 */
import { createHash } from 'node:crypto';
import { CompressibleBody } from './content-encoding';

export interface CachedPage {
  body: CompressibleBody;
  etag: string;
}

/** One page in its two forms: for a visitor (with the signed-out tag) and for anyone with a session cookie. */
export interface CachedPagePair {
  visitor: CachedPage;
  shopper: CachedPage;
}

export interface PageEntry {
  pair: CachedPagePair;
  status: number;
  /** The catalogue's version the page was rendered at. */
  version: number;
  /** The hash of the answers it was rendered from (answersHash). */
  answersHash: string;
  freshUntil: number;
  /** Its share of the cache's bytes: both forms and every compressed copy made of them. */
  bytes: number;
}

export function pageOf(html: string): CachedPage {
  const bytes = Buffer.from(html);
  return {
    body: new CompressibleBody(bytes),
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
  };
}

/** The answers a page was rendered from, hashed in their (URL) order. */
export function answersHash(answers: Record<string, string>): string {
  const hash = createHash('sha1');
  for (const [apiUrl, body] of Object.entries(answers))
    hash.update(apiUrl).update('\0').update(body).update('\0');
  return hash.digest('base64url');
}

export interface PageCacheOptions {
  maxBytes: number;
  freshMs: number;
  now?: () => number;
}

export class PageCache {
  /** By canonical URL; a Map keeps insertion order, so its first entry is the least recently used. */
  private readonly pages = new Map<string, PageEntry>();
  private total = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The bytes the cached pages hold now, compressed copies included; never above maxBytes. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.pages.size;
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /** The page at `url` rendered at `version`, and whether it is past its freshness. */
  lookup(url: string, version: number): { entry: PageEntry; stale: boolean } | undefined {
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.delete(url);
      return undefined;
    }
    this.pages.delete(url);
    this.pages.set(url, entry);
    return { entry, stale: entry.freshUntil <= this.now() };
  }

  /** The page's data was read again and had not changed: fresh for another period. */
  renew(url: string, entry: PageEntry): void {
    if (this.pages.get(url) === entry) entry.freshUntil = this.now() + this.options.freshMs;
  }

  /** The page is no longer what its URL shows (its data says so): forgotten. */
  drop(url: string, entry: PageEntry): void {
    if (this.pages.get(url) === entry) this.delete(url);
  }

  store(url: string, page: Omit<PageEntry, 'freshUntil' | 'bytes'>): PageEntry {
    this.delete(url);
    const entry: PageEntry = { ...page, freshUntil: this.now() + this.options.freshMs, bytes: 0 };
    const forms = [page.pair.visitor.body, page.pair.shopper.body];
    for (const body of forms) {
      // A compressed copy made later, when a browser first asks for it, counts too.
      body.onGrow = (added) => {
        if (this.pages.get(url) !== entry) return;
        entry.bytes += added;
        this.total += added;
        this.evict();
      };
      entry.bytes += body.size;
    }
    // A page larger than the whole cache is sent, not kept.
    if (entry.bytes > this.options.maxBytes) return entry;
    this.pages.set(url, entry);
    this.total += entry.bytes;
    this.evict();
    return entry;
  }

  private evict(): void {
    for (const url of this.pages.keys()) {
      if (this.total <= this.options.maxBytes) return;
      this.delete(url);
    }
  }

  private delete(url: string): void {
    const entry = this.pages.get(url);
    if (!entry) return;
    this.pages.delete(url);
    this.total -= entry.bytes;
  }
}
