/**
 * Units held by unpaid online orders (docs/decisions/006-checkout-and-payments.md, "Stock the
 * admin sets"). Their stock was taken at create-order and is outside the available count until
 * the reservation ends: paid, they are sold; released, they return. A pending order past its
 * window still holds its units until the expiry job releases it, so every `pending_payment`
 * order counts, whatever its `reserved_until`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import type { HeldStock } from '#shared/admin';
import type { Size } from '#shared/constants';

/** Held units per product id and size, in one aggregate query; sizes holding none are absent. */
export async function heldStockByProduct(db: DbOrTx, productIds: number[]): Promise<Map<number, HeldStock>> {
  const held = new Map<number, HeldStock>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, 'pending_payment'), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId, orderItems.size);
  for (const row of rows) {
    if (row.units <= 0) continue;
    held.set(row.productId, { ...held.get(row.productId), [row.size as Size]: Number(row.units) });
  }
  return held;
}
