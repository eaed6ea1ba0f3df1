/** Reading one order (optionally locked) by its public id, provider order id or payment id. */
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

async function findOne(db: DbOrTx, where: SQL, lock: boolean): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const findOrderByPublicId = (db: DbOrTx, orderId: string, lock = false) =>
  findOne(db, eq(orders.orderId, orderId), lock);

export const findOrderByProviderOrderId = (db: DbOrTx, providerOrderId: string, lock = false) =>
  findOne(db, eq(orders.providerOrderId, providerOrderId), lock);

export const findOrderByPaymentId = (db: DbOrTx, paymentId: string) =>
  findOne(db, eq(orders.paymentId, paymentId), false);

export const lockOrder = (db: DbOrTx, orderDbId: number) => findOne(db, eq(orders.id, orderDbId), true);

export function itemsOfOrder(db: DbOrTx, orderDbId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderDbId)).orderBy(orderItems.id);
}

/** The shopper's online orders still waiting for payment with their reservation live at `now`. */
export function openPaymentOrders(db: DbOrTx, userId: number, now: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'pending_payment'), gt(orders.reservedUntil, now)),
    );
}

/**
 * Writes the provider's order id on a reservation that has none yet; undefined when the order
 * has moved on or another request attached one first.
 */
export async function attachProviderOrderId(
  db: DbOrTx,
  orderDbId: number,
  providerOrderId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [attached] = await db
    .update(orders)
    .set({ providerOrderId, updatedAt: now })
    .where(
      and(eq(orders.id, orderDbId), eq(orders.status, 'pending_payment'), isNull(orders.providerOrderId)),
    )
    .returning();
  return attached;
}

/**
 * Whether the shopper has an order placed before: paid or cash on delivery, whether or not
 * delivered yet. Cancelled, failed and expired orders do not count (docs/product.md section 13).
 */
export async function hasPlacedOrder(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['captured', 'dispatched', 'delivered'])))
    .limit(1);
  return row !== undefined;
}

/** Ids of the shopper's online orders still waiting for payment, live or past their time. */
export async function pendingPaymentOrderIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')));
  return rows.map((row) => row.id);
}
