/** What a shopper has received: the reviews module asks before it takes a review (docs/product.md, "Reviews"). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';

/** The sizes of a product in the shopper's delivered orders, each once; empty when none. */
export async function deliveredSizesOf(db: DbOrTx, userId: number, itemId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ size: orderItems.size })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.itemId, itemId)));
  return rows.map((row) => row.size);
}
