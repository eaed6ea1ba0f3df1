/** How many products a collection shows on the storefront now, and the first of them. */
import type { DbOrTx } from '#server/db/client';
import { NO_FILTERS } from '#shared/catalog-filters';
import type { CollectionPreview } from '#shared/collections';
import { loadFacets } from '../catalog/facets';
import { loadLiveProductJsonPage } from '../catalog/product-queries';
import { amongOf, type MemberSource } from './members';

export async function listMembers(
  db: DbOrTx,
  source: MemberSource,
  limit: number,
): Promise<CollectionPreview> {
  const among = await amongOf(db, source);
  const { total } = await loadFacets(db, { q: '', filters: NO_FILTERS, among });
  if (limit === 0) return { total, members: [] };
  const page = await loadLiveProductJsonPage(db, { page: 1, pageSize: limit, among });
  return {
    total,
    members: page.map((product) => ({
      itemId: product.itemId,
      name: product.name,
      price: product.price,
      image: product.image,
    })),
  };
}
