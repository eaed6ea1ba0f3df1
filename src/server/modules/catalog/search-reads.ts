/**
 * GET /api/items/search, served from the catalogue cache like the other storefront reads
 * (docs/decisions/007-fast-storefront.md). Search answers live in a store of their own, so many
 * distinct searches never push catalogue pages out; invalidateCatalog() clears both.
 */
import type { Db } from '#server/db/client';
import type { MaybePromise } from '#server/lib/maybe-promise';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import type { SearchQuery } from '#shared/search';
import { type CachedBody, cachedJson } from './catalog-cache';
import { readCatalogPage } from './catalog-reads';
import { searchLiveProducts } from './search-query';

const searchStores = new WeakMap<Db, object>();

function searchCacheOwner(db: Db): object {
  let owner = searchStores.get(db);
  if (!owner) {
    owner = {};
    searchStores.set(db, owner);
  }
  return owner;
}

/** 8 results per page, best match first; empty words answer the catalogue's newest products. */
export function readSearchPage(db: Db, query: SearchQuery): MaybePromise<CachedBody> {
  if (query.q === '') return readCatalogPage(db, { page: query.page });
  const words = query.q.toLowerCase();
  return cachedJson(searchCacheOwner(db), `search:${query.page}:${words}`, () =>
    searchLiveProducts(db, { words, page: query.page, pageSize: CATALOG_PAGE_SIZE }),
  ) as MaybePromise<CachedBody>;
}
