/**
 * What an order holds while it lives, given back when it ends unfulfilled (cancelled, failed or
 * expired): its stock, its coupon use (docs/product.md section 13) and the store credit it spent
 * (section 22). Every such path calls this, so nothing an order held is kept by a dead order. A
 * payment that arrives after that takes them all again, or none (`retakeHoldings`).
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { giveBackCouponUse, retakeCouponUse } from '../coupons';
import { giveBackOfferUses, retakeOfferUses } from '../offers';
// The ledger itself, not the module's index: the store-credit history page reads orders.
import { grantStoreCredit, spendTowardsOrder } from '../store-credit/ledger';
import type { Actor } from './order-events';
import { hasPlacedOrder, type OrderRow } from './order-queries';
import { orderStockLines, restoreStock, type StockCause, tryTakeStock } from './stock';

type HoldingOrder = Pick<OrderRow, 'id' | 'orderId' | 'userId' | 'storeCreditPaise' | 'amountPaise'>;

/** Answers what was given back, for the order's audit event. */
export async function giveBackHoldings(
  tx: DbOrTx,
  order: HoldingOrder,
  at: Date,
  cause: StockCause,
): Promise<{ stock: 'returned'; couponUse?: 'returned'; offerUses?: 'returned'; storeCredit?: 'returned' }> {
  // Checkout's lock order: the shopper's credit balance, then stock, then the coupon.
  if (order.storeCreditPaise > 0)
    await grantStoreCredit(tx, {
      userId: order.userId,
      amountPaise: order.storeCreditPaise,
      note: `Returned: order ${order.orderId} ${cause.reason === 'cancel' ? 'cancelled' : 'was not paid'}`,
      orderDbId: order.id,
      at,
    });
  await restoreStock(tx, order.id, cause);
  const couponUse = await giveBackCouponUse(tx, order.id, at);
  // The offers it used count against the shopper's limits no longer (docs/decisions/040-offers.md).
  const offerUses = await giveBackOfferUses(tx, order.id, at);
  return {
    stock: 'returned',
    ...(offerUses ? { offerUses: 'returned' as const } : {}),
    ...(couponUse ? { couponUse: 'returned' as const } : {}),
    ...(order.storeCreditPaise > 0 ? { storeCredit: 'returned' as const } : {}),
  };
}

/**
 * What stood in the way of a late payment's order: its stock sold, its coupon allows no more
 * uses, an offer is past the shopper's limit, or the store credit it spent was spent since on another order.
 */
export type MissingHolding = 'stock' | 'coupon' | 'offer' | 'store_credit';

/** What a late payment's order could hold again: all of it, or what stood in the way. */
export type Retaken =
  | { ok: true; held: { stock: 'taken again'; couponUse?: 'taken again'; storeCredit?: 'taken again' } }
  | { ok: false; short: MissingHolding };

/**
 * A payment came after the order gave its holdings back (docs/decisions/006-checkout-and-payments.md,
 * "Late payments"): it takes its store credit, every line's stock and its coupon use again, in
 * checkout's lock order, or nothing at all: a savepoint undoes a partial take. The caller
 * holds the shopper's and the order's row locks.
 */
export async function retakeHoldings(
  tx: DbOrTx,
  order: HoldingOrder,
  actor: Actor,
  at: Date,
): Promise<Retaken> {
  const lines = await orderStockLines(tx, order.id);
  try {
    return await tx.transaction(async (savepoint) => {
      // Checkout's lock order: the credit balance, then stock, then the coupon.
      if (order.storeCreditPaise > 0) await retakeStoreCredit(savepoint, order, at);
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
      // An offer past the shopper's limit by now is refused like a coupon with no use left.
      if ((await retakeOfferUses(savepoint, { id: order.id, userId: order.userId })) === 'refused')
        throw new CannotRetake('offer');
      return {
        ok: true as const,
        held: {
          stock: 'taken again' as const,
          ...(use === 'taken again' ? { couponUse: 'taken again' as const } : {}),
          ...(order.storeCreditPaise > 0 ? { storeCredit: 'taken again' as const } : {}),
        },
      };
    });
  } catch (err) {
    if (err instanceof CannotRetake) return { ok: false, short: err.short };
    throw err;
  }
}

/** Spends the order's credit again; a balance spent since on other orders cannot. */
async function retakeStoreCredit(tx: DbOrTx, order: HoldingOrder, at: Date): Promise<void> {
  try {
    await spendTowardsOrder(tx, order, order.storeCreditPaise, at);
  } catch (err) {
    if (err instanceof AppError && err.code === 'store_credit_short') throw new CannotRetake('store_credit');
    throw err;
  }
}

class CannotRetake extends Error {
  constructor(readonly short: MissingHolding) {
    super(`cannot retake the order's ${short}`);
  }
}
