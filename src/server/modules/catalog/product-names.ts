/** Product names by public item id, archived ones included: the review queue names what was reviewed. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';

export async function productNamesOf(db: DbOrTx, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: products.itemId, name: products.name })
    .from(products)
    .where(inArray(products.itemId, [...new Set(itemIds)]));
  return new Map(rows.map((row) => [row.itemId, row.name]));
}
