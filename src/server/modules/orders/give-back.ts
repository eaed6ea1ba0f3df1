/**
 * What an order holds while it lives, given back when it ends unfulfilled (cancelled, failed or
 * expired): its stock and its coupon use (docs/product.md section 13). Every such path calls
 * this, so nothing an order held is kept by a dead order.
 */
import type { DbOrTx } from '#server/db/client';
import { giveBackCouponUse } from '../coupons';
import { restoreStock, type StockCause } from './stock';

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
