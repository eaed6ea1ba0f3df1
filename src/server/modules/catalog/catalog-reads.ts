/** The storefront's two reads, served from the catalogue cache. */
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/catalog';
import { CATALOG_PAGE_SIZE } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type CachedBody, cachedJson } from './catalog-cache';
import { toProductJson } from './product-json';
import { findLiveProductByItemId, loadLiveProductJsonPage } from './product-queries';

/** GET /get-items: 8 live products per page, newest first, optionally of one category. */
export async function readCatalogPage(
  db: Db,
  query: { page: number; category?: string },
): Promise<CachedBody> {
  const key = `page:${query.page}:${query.category ?? ''}`;
  const cached = await cachedJson(db, key, () =>
    loadLiveProductJsonPage(db, { ...query, pageSize: CATALOG_PAGE_SIZE }),
  );
  // A page is never undefined: past the end it is an empty list.
  return cached!;
}

/** GET /api/items/:id: one live product, or not_found for an unknown or archived id. */
export async function readProduct(db: Db, itemId: string): Promise<CachedBody> {
  const cached = await cachedJson(db, `item:${itemId}`, async () => {
    const found = await findLiveProductByItemId(db, itemId);
    return found && toProductJson(found.product, found.stock);
  });
  if (!cached) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  return cached;
}
