/**
 * Image bytes for GET /images, kept in a bounded in-process cache: images never change, so a
 * cached copy is always right, and the storefront shows the same few dozen over and over.
 * Originals and their smaller variants (./variants.ts) share the cache, keyed by file name.
 */
import type { Db } from '#server/db/client';
import type { MaybePromise } from '#server/lib/maybe-promise';
import type { ImageFormat, ImageWidth } from '#shared/images';
import { loadImage, type StoredImage } from './store-image';
import { loadVariant, variantKey } from './variants';

const MAX_CACHED_BYTES = 32 * 1024 * 1024;

interface ImageCache {
  entries: Map<string, StoredImage>;
  bytes: number;
}

const caches = new WeakMap<object, ImageCache>();

/** The original, at once from the cache, or as a promise on a first read (undefined when unknown). */
export function readImage(db: Db, id: string): MaybePromise<StoredImage | undefined> {
  return cached(db, id, () => loadImage(db, id));
}

/** A variant, like readImage; a first request for it may make it. */
export function readVariant(
  db: Db,
  sourceId: string,
  width: ImageWidth,
  format: ImageFormat,
): MaybePromise<StoredImage | undefined> {
  return cached(db, variantKey(sourceId, { width, format }), () =>
    loadVariant(db, sourceId, { width, format }),
  );
}

function cached(
  db: Db,
  key: string,
  load: () => Promise<StoredImage | undefined>,
): MaybePromise<StoredImage | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  const hit = cache.entries.get(key);
  if (hit) return hit;
  const store = cache;
  return load().then((image) => {
    if (image) remember(store, key, image);
    return image;
  });
}

function remember(cache: ImageCache, key: string, image: StoredImage): void {
  if (cache.entries.has(key)) return;
  // Oldest first out; Map keeps insertion order.
  for (const [id, old] of cache.entries) {
    if (cache.bytes + image.bytes.length <= MAX_CACHED_BYTES) break;
    cache.entries.delete(id);
    cache.bytes -= old.bytes.length;
  }
  cache.entries.set(key, image);
  cache.bytes += image.bytes.length;
}
