/**
 * The storefront's reads, served from the catalogue cache. A hit comes back at once (no
 * promise), so the route can answer in the same tick; a miss comes back as a promise.
 */

import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { isPromise, type MaybePromise } from '#server/lib/maybe-promise';
import { PRODUCT_NOT_FOUND_MESSAGE } from '#shared/catalog';
import { type CatalogFilters, filterKey, hasFilters, NO_FILTERS } from '#shared/catalog-filters';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { type CachedBody, cachedJson } from './catalog-cache';
import { loadLiveProductJson, loadLiveProductJsonPage } from './product-queries';

const filteredStores = new WeakMap<Db, object>();

/**
 * Filtered and sorted answers (and the counts beside them) live in a store of their own, so the
 * many combinations of filters never push the plain pages out; invalidateCatalog() clears both.
 */
export function filteredCacheOwner(db: Db): object {
  let owner = filteredStores.get(db);
  if (!owner) {
    owner = {};
    filteredStores.set(db, owner);
  }
  return owner;
}

/** GET /get-items: 8 live products per page, newest first unless sorted, optionally of one category and filtered. */
export function readCatalogPage(
  db: Db,
  query: { page: number; category?: string; filters?: CatalogFilters },
): MaybePromise<CachedBody> {
  const filters = query.filters ?? NO_FILTERS;
  const plain = !hasFilters(filters) && !filters.sort;
  const key = `page:${query.page}:${query.category ?? ''}:${filterKey(filters)}`;
  // A page is never undefined: past the end it is an empty list.
  return cachedJson(plain ? db : filteredCacheOwner(db), key, () =>
    loadLiveProductJsonPage(db, { ...query, filters, pageSize: CATALOG_PAGE_SIZE }),
  ) as MaybePromise<CachedBody>;
}

/** GET /api/items/:id: one live product, or not_found for an unknown or archived id. */
export function readProduct(db: Db, itemId: string): MaybePromise<CachedBody> {
  const cached = cachedJson(db, `item:${itemId}`, () => loadLiveProductJson(db, itemId));
  return isPromise(cached) ? cached.then(foundOrThrow) : foundOrThrow(cached);
}

function foundOrThrow(cached: CachedBody | undefined): CachedBody {
  if (!cached) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  return cached;
}
