/**
 * An in-process cache of serialized catalogue answers (pages and single products), so a busy
 * storefront reads the database a few times a second at most instead of once per request.
 * Entries live a short time because checkout changes stock without telling the catalogue; admin
 * writes call invalidateCatalog() so their changes show at once.
 *
 * An entry holds the answer's bytes and ETag, made once when it is loaded: a hit does no JSON
 * work, no hashing and no copying, and is answered without waiting for a promise.
 */
import { createHash } from 'node:crypto';
import { CompressibleBody } from '#server/plugins/content-encoding';

export const CATALOG_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 2_000;

export interface CachedBody {
  /** The UTF-8 JSON text, ready to write to the socket. */
  body: Buffer;
  /** The same bytes, with compressed copies made on first demand. */
  compressible: CompressibleBody;
  etag: string;
}

interface Entry extends CachedBody {
  expiresAt: number;
  generation: number;
}

interface Store {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<CachedBody | undefined>>;
}

/** Bumped by invalidateCatalog(): every entry made before it is stale at once. */
let generation = 0;
/** One store per database handle, so apps on different databases (tests) never share answers. */
const stores = new WeakMap<object, Store>();

export function invalidateCatalog(): void {
  generation++;
}

/**
 * The catalogue's version: it changes with each admin edit of a product (price, stock, hiding, a
 * new product), each review approved and each size guide or product measurements saved, so the
 * rendered-page cache keys its pages on it
 * (plugins/page-cache.ts).
 */
export function catalogVersion(): number {
  return generation;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The serialized answer for `key`, loading it with `load` on a miss. Concurrent misses share one
 * load. `load` returning undefined (not found) is not cached.
 */
export function cachedJson(
  owner: object,
  key: string,
  load: () => Promise<unknown | undefined>,
): Promise<CachedBody | undefined> | CachedBody {
  const store = storeFor(owner);
  const hit = store.entries.get(key);
  const pending = store.loading.get(key);
  if (hit && hit.generation === generation) {
    if (hit.expiresAt > Date.now()) return hit;
    // Expired with its refresh under way: the answer of a moment ago rather than a queue.
    if (pending) return hit;
  }
  if (pending) return pending;
  const startedAt = generation;
  const loading = load()
    .then((value) => {
      if (value === undefined) return undefined;
      const body = Buffer.from(JSON.stringify(value));
      const entry: Entry = {
        body,
        compressible: new CompressibleBody(body),
        etag: etagOf(body),
        expiresAt: Date.now() + CATALOG_CACHE_TTL_MS,
        generation: startedAt,
      };
      // A load that raced an invalidation answers its caller but is not kept.
      if (startedAt === generation) remember(store, key, entry);
      return entry;
    })
    .finally(() => store.loading.delete(key));
  store.loading.set(key, loading);
  return loading;
}

function storeFor(owner: object): Store {
  let store = stores.get(owner);
  if (!store) {
    store = { entries: new Map(), loading: new Map() };
    stores.set(owner, store);
  }
  return store;
}

function remember(store: Store, key: string, entry: Entry): void {
  // Unknown ids are never cached, so the key space is pages x categories plus live products;
  // the bound only guards against a flood of distinct page numbers.
  if (store.entries.size >= MAX_ENTRIES) store.entries.clear();
  store.entries.set(key, entry);
}
