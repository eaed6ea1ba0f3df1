/**
 * The items that share a product's style, with their colour names: reviews and the fit summary
 * belong to the style (BUSINESS.md section 11; fit does not change with colour), so the reviews
 * module reads them by these item ids and names each review's colour.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';

/** Item id -> colour name (null without one), the item itself included; empty for an unknown item. */
export async function styleMatesOf(db: DbOrTx, itemId: string): Promise<Map<string, string | null>> {
  const self = alias(products, 'self');
  const rows = await db
    .select({
      itemId: products.itemId,
      colour: products.colourName,
      selfItem: self.itemId,
      selfColour: self.colourName,
    })
    .from(self)
    .leftJoin(products, eq(products.styleId, self.styleId))
    .where(eq(self.itemId, itemId));
  const mates = new Map<string, string | null>();
  for (const row of rows) {
    mates.set(row.selfItem, row.selfColour);
    if (row.itemId !== null) mates.set(row.itemId, row.colour);
  }
  return mates;
}
