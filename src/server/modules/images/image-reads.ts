/**
 * Image bytes for GET /images, kept in a bounded in-process cache: images never change, so a
 * cached copy is always right, and the storefront shows the same few dozen over and over.
 */
import type { Db } from '#server/db/client';
import type { MaybePromise } from '#server/lib/maybe-promise';
import { loadImage, type StoredImage } from './store-image';

const MAX_CACHED_BYTES = 32 * 1024 * 1024;

interface ImageCache {
  entries: Map<string, StoredImage>;
  bytes: number;
}

const caches = new WeakMap<object, ImageCache>();

/** The image, at once from the cache, or as a promise on a first read (undefined when unknown). */
export function readImage(db: Db, id: string): MaybePromise<StoredImage | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  const hit = cache.entries.get(id);
  if (hit) return hit;
  const store = cache;
  return loadImage(db, id).then((image) => {
    if (image) remember(store, image);
    return image;
  });
}

function remember(cache: ImageCache, image: StoredImage): void {
  // Oldest first out; Map keeps insertion order.
  for (const [id, old] of cache.entries) {
    if (cache.bytes + image.bytes.length <= MAX_CACHED_BYTES) break;
    cache.entries.delete(id);
    cache.bytes -= old.bytes.length;
  }
  cache.entries.set(image.id, image);
  cache.bytes += image.bytes.length;
}
