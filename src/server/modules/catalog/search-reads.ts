/**
 * GET /api/items/search, served from the catalogue cache like the other storefront reads
 * (docs/decisions/007-fast-storefront.md). Search answers live in a store of their own, so many
 * distinct searches never push catalogue pages out; invalidateCatalog() clears both.
 */
import type { Db } from '#server/db/client';
import type { MaybePromise } from '#server/lib/maybe-promise';
import { type CatalogFilters, filterKey, NO_FILTERS } from '#shared/catalog-filters';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
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

export interface SearchPageRead {
  /** Normalized words; empty answers the catalogue's newest products (with the same filters). */
  q: string;
  page: number;
  category?: string;
  filters?: CatalogFilters;
}

/** 8 results per page, best match first unless sorted. */
export function readSearchPage(db: Db, query: SearchPageRead): MaybePromise<CachedBody> {
  const filters = query.filters ?? NO_FILTERS;
  if (query.q === '') return readCatalogPage(db, { page: query.page, category: query.category, filters });
  const words = query.q.toLowerCase();
  const key = `search:${query.page}:${words}:${query.category ?? ''}:${filterKey(filters)}`;
  return cachedJson(searchCacheOwner(db), key, () =>
    searchLiveProducts(db, {
      words,
      page: query.page,
      pageSize: CATALOG_PAGE_SIZE,
      category: query.category,
      filters,
    }),
  ) as MaybePromise<CachedBody>;
}
