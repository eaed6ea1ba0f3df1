/** The shopper's side of orders: their list, and an address change while Processed. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { OrderJson } from '#shared/orders';
import { recordEvent, shopperActor } from './order-events';
import { loadOrdersJson } from './order-json';
import { findOrderByPublicId } from './order-queries';

/** Orders awaiting, or never given, an online payment are not the shopper's orders (yet). */
export const SHOPPER_VISIBLE_STATUSES = ['captured', 'dispatched', 'delivered', 'cancelled'] as const;

export function listShopperOrders(db: DbOrTx, userId: number): Promise<OrderJson[]> {
  return loadOrdersJson(
    db,
    and(eq(orders.userId, userId), inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES])),
  );
}

export async function updateOrderAddress(
  db: DbOrTx,
  input: { userId: number; orderId: string; newAddress: string; now: Date },
): Promise<OrderJson> {
  return db.transaction(async (tx) => {
    const order = await findOrderByPublicId(tx, input.orderId, true);
    // Someone else's order answers exactly like a missing one.
    if (!order || order.userId !== input.userId || order.status === 'pending_payment') {
      throw new AppError('not_found', 'Order not found.');
    }
    if (order.status !== 'captured') {
      throw new AppError('conflict', 'The address can only be changed while the order is Processed.', {
        code: 'order_state',
      });
    }
    await tx
      .update(orders)
      .set({ address: input.newAddress, updatedAt: input.now })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: shopperActor(input.userId),
      type: 'address_changed',
      data: { from: order.address, to: input.newAddress },
      at: input.now,
    });
    const [json] = await loadOrdersJson(tx, eq(orders.id, order.id));
    return json!;
  });
}
