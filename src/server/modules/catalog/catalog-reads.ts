/**
 * The storefront's two reads, served from the catalogue cache. A hit comes back at once (no
 * promise), so the route can answer in the same tick; a miss comes back as a promise.
 */

import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { isPromise, type MaybePromise } from '#server/lib/maybe-promise';
import { PRODUCT_NOT_FOUND_MESSAGE } from '#shared/catalog';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { type CachedBody, cachedJson } from './catalog-cache';
import { toProductJson } from './product-json';
import { findLiveProductByItemId, loadLiveProductJsonPage } from './product-queries';

/** GET /get-items: 8 live products per page, newest first, optionally of one category. */
export function readCatalogPage(
  db: Db,
  query: { page: number; category?: string },
): MaybePromise<CachedBody> {
  const key = `page:${query.page}:${query.category ?? ''}`;
  // A page is never undefined: past the end it is an empty list.
  return cachedJson(db, key, () =>
    loadLiveProductJsonPage(db, { ...query, pageSize: CATALOG_PAGE_SIZE }),
  ) as MaybePromise<CachedBody>;
}

/** GET /api/items/:id: one live product, or not_found for an unknown or archived id. */
export function readProduct(db: Db, itemId: string): MaybePromise<CachedBody> {
  const cached = cachedJson(db, `item:${itemId}`, async () => {
    const found = await findLiveProductByItemId(db, itemId);
    return found && toProductJson(found.product, found.stock);
  });
  return isPromise(cached) ? cached.then(foundOrThrow) : foundOrThrow(cached);
}

function foundOrThrow(cached: CachedBody | undefined): CachedBody {
  if (!cached) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  return cached;
}
