/**
 * Products on sale (not archived, not hidden) by public id, with their stock per size: what a
 * visitor's browser cart needs to be shown and merged (docs/product.md section 3).
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { productStock, products } from '#server/db/schema';

export interface ProductOnSale {
  id: number;
  itemId: string;
  name: string;
  pricePaise: number;
  imageId: string;
  colour: string | null;
  stock: Map<string, number>;
}

/** The products of `itemIds` that are on sale, by public id, with their stock per size. */
export async function productsOnSale(db: DbOrTx, itemIds: string[]): Promise<Map<string, ProductOnSale>> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      itemId: products.itemId,
      name: products.name,
      pricePaise: products.pricePaise,
      imageId: products.imageId,
      colour: products.colourName,
      archivedAt: products.archivedAt,
      hidden: products.hidden,
      size: productStock.size,
      quantity: productStock.quantity,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(inArray(products.itemId, ids));
  const found = new Map<string, ProductOnSale>();
  for (const row of rows) {
    if (row.archivedAt || row.hidden) continue;
    const product = found.get(row.itemId) ?? { ...row, stock: new Map<string, number>() };
    if (row.size) product.stock.set(row.size, row.quantity ?? 0);
    found.set(row.itemId, product);
  }
  return found;
}
