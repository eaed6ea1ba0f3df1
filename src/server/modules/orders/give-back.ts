/**
 * What an order holds while it lives, given back when it ends unfulfilled (cancelled, failed or
 * expired): its stock and its coupon use (docs/product.md section 13). Every such path calls
 * this, so nothing an order held is kept by a dead order. A payment that arrives after that
 * takes both again, or neither (`retakeHoldings`).
 */
import type { DbOrTx } from '#server/db/client';
import { giveBackCouponUse, retakeCouponUse } from '../coupons';
import type { Actor } from './order-events';
import { hasPlacedOrder, type OrderRow } from './order-queries';
import { orderStockLines, restoreStock, type StockCause, tryTakeStock } from './stock';

/** Answers what was given back, for the order's audit event. */
export async function giveBackHoldings(
  tx: DbOrTx,
  orderDbId: number,
  at: Date,
  cause: StockCause,
): Promise<{ stock: 'returned'; couponUse?: 'returned' }> {
  await restoreStock(tx, orderDbId, cause);
  const couponUse = await giveBackCouponUse(tx, orderDbId, at);
  return couponUse ? { stock: 'returned', couponUse: 'returned' } : { stock: 'returned' };
}

/** What stood in the way of a late payment's order: its stock sold, or its coupon allows no more uses. */
export type MissingHolding = 'stock' | 'coupon';

/** What a late payment's order could hold again: all of it, or what stood in the way. */
export type Retaken =
  | { ok: true; held: { stock: 'taken again'; couponUse?: 'taken again' } }
  | { ok: false; short: MissingHolding };

/**
 * A payment came after the order gave its holdings back (docs/decisions/006-checkout-and-payments.md,
 * "Late payments"): it takes every line's stock and its coupon use again, in checkout's lock
 * order (stock, then coupon), or nothing at all: a savepoint undoes a partial take. The caller
 * holds the shopper's and the order's row locks.
 */
export async function retakeHoldings(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'orderId' | 'userId'>,
  actor: Actor,
): Promise<Retaken> {
  const lines = await orderStockLines(tx, order.id);
  try {
    return await tx.transaction(async (savepoint) => {
      const stock = await tryTakeStock(savepoint, lines, {
        actor,
        reason: 'late_payment',
        orderId: order.orderId,
      });
      if (!stock.ok) throw new CannotRetake('stock');
      const use = await retakeCouponUse(savepoint, { orderDbId: order.id, userId: order.userId }, () =>
        hasPlacedOrder(savepoint, order.userId),
      );
      if (use === 'refused') throw new CannotRetake('coupon');
      const held = use === 'taken again' ? { couponUse: 'taken again' as const } : {};
      return { ok: true as const, held: { stock: 'taken again' as const, ...held } };
    });
  } catch (err) {
    if (err instanceof CannotRetake) return { ok: false, short: err.short };
    throw err;
  }
}

class CannotRetake extends Error {
  constructor(readonly short: MissingHolding) {
    super(`cannot retake the order's ${short}`);
  }
}
