/**
 * Products by internal id with their public id, name, price, photo and whether they are on sale:
 * what a module that keeps product ids (notify me, the wishlist) needs to name and link them.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';

export interface ProductSummary {
  id: number;
  itemId: string;
  name: string;
  pricePaise: number;
  actualPricePaise: number;
  imageId: string;
  /** Not archived and not hidden. */
  onSale: boolean;
}

export async function productsById(db: DbOrTx, ids: number[]): Promise<Map<number, ProductSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      itemId: products.itemId,
      name: products.name,
      pricePaise: products.pricePaise,
      actualPricePaise: products.actualPricePaise,
      imageId: products.imageId,
      archivedAt: products.archivedAt,
      hidden: products.hidden,
    })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(
    rows.map(({ archivedAt, hidden, ...row }) => [row.id, { ...row, onSale: !archivedAt && !hidden }]),
  );
}

/** Which of these public item ids name a product, archived or not (an offer's chosen items). */
export async function knownItemIds(db: DbOrTx, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: products.itemId })
    .from(products)
    .where(inArray(products.itemId, itemIds));
  return new Set(rows.map((row) => row.itemId));
}
