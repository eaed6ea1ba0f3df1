/**
 * The storefront's reads of collections, served from the catalogue's cache and keyed with its
 * version (DESIGN.md section 15): a collection's members are resolved once per version, and every
 * collection change bumps it (invalidateCatalog). A page of products and the filter counts are
 * the catalogue's own, kept to the collection's products.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { collections } from '#server/db/schema';
import { AppError } from '#server/errors';
import { isPromise, type MaybePromise } from '#server/lib/maybe-promise';
import { type CatalogFilters, filterKey } from '#shared/catalog-filters';
import { COLLECTION_NOT_FOUND_MESSAGE } from '#shared/collections/public';
import { CATALOG_PAGE_SIZE } from '#shared/constants';
import { type CachedBody, cachedJson } from '../catalog/catalog-cache';
import { filteredCacheOwner } from '../catalog/catalog-reads';
import { loadFacets } from '../catalog/facets';
import { loadLiveProductJsonPage } from '../catalog/product-queries';
import { publicCollectionJson } from './collection-json';
import { amongOf, type CollectionRow, sourceOf } from './members';

async function bySlug(db: Db, slug: string): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.slug, slug));
  return row;
}

function foundOrThrow(cached: MaybePromise<CachedBody | undefined>): MaybePromise<CachedBody> {
  const check = (body: CachedBody | undefined) => {
    if (!body) throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
    return body;
  };
  return isPromise(cached) ? cached.then(check) : check(cached);
}

/** Every collection, the home page's featured ones first. */
export function readCollectionList(db: Db): MaybePromise<CachedBody> {
  return cachedJson(db, 'collections', async () => {
    const rows = await db
      .select()
      .from(collections)
      .orderBy(desc(collections.featured), asc(collections.name), asc(collections.id));
    return rows.map((row) => ({ ...publicCollectionJson(row), featured: row.featured }));
  }) as MaybePromise<CachedBody>;
}

export function readCollection(db: Db, slug: string): MaybePromise<CachedBody> {
  return foundOrThrow(
    cachedJson(db, `collection:${slug}`, async () => {
      const row = await bySlug(db, slug);
      return row && publicCollectionJson(row);
    }),
  );
}

export interface CollectionListRead {
  page: number;
  category?: string;
  filters: CatalogFilters;
}

/** A page of the collection's products: the admin's order for hand-picked ones, newest first for a rule. */
export function readCollectionItems(
  db: Db,
  slug: string,
  query: CollectionListRead,
): MaybePromise<CachedBody> {
  const key = `collection:${slug}:page:${query.page}:${query.category ?? ''}:${filterKey(query.filters)}`;
  return foundOrThrow(
    cachedJson(filteredCacheOwner(db), key, async () => {
      const row = await bySlug(db, slug);
      if (!row) return undefined;
      const among = await amongOf(db, await sourceOf(db, row));
      return loadLiveProductJsonPage(db, { ...query, among, pageSize: CATALOG_PAGE_SIZE });
    }),
  );
}

/** The counts beside the collection's filters, each choice with the others applied. */
export function readCollectionFacets(
  db: Db,
  slug: string,
  query: Omit<CollectionListRead, 'page'>,
): MaybePromise<CachedBody> {
  const key = `collection:${slug}:facets:${query.category ?? ''}:${filterKey({ ...query.filters, sort: undefined })}`;
  return foundOrThrow(
    cachedJson(filteredCacheOwner(db), key, async () => {
      const row = await bySlug(db, slug);
      if (!row) return undefined;
      const among = await amongOf(db, await sourceOf(db, row));
      return loadFacets(db, { q: '', category: query.category, filters: query.filters, among });
    }),
  );
}

/** Every collection's slug and last change, for the sitemap. */
export async function collectionSlugs(db: DbOrTx): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: collections.slug, updatedAt: collections.updatedAt })
    .from(collections)
    .orderBy(asc(collections.slug));
}
