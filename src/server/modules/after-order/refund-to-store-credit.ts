/**
 * A return's refund paid as store credit, at the shopper's choice on an order not paid online
 * (docs/product.md section 22). It runs inside the refund's transaction, after the return row is
 * locked and found `received`, so a second refund of the same return stops at that check and the
 * credit is granted once. The shopper's row is locked first, then the balance row: the ledger's
 * and checkout's lock order (docs/architecture.md section 7).
 *
 * Its order event is a `refund_recorded` like a transfer's, marked `to: 'store_credit'`, so what
 * is left of the order's payment (return-money.ts) counts it as any other refund
 * (docs/decisions/031-cod-refunds-to-store-credit.md).
 */
import type { DbOrTx } from '#server/db/client';
import { type Actor, type OrderRow, recordEvent } from '../orders';
import { type GrantedCredit, grantStoreCredit } from '../store-credit';

export async function refundToStoreCredit(
  tx: DbOrTx,
  refund: { order: OrderRow; returnId: string; amountPaise: number; actor: Actor; at: Date },
): Promise<GrantedCredit> {
  const { order, returnId, amountPaise, at } = refund;
  const granted = await grantStoreCredit(tx, {
    userId: order.userId,
    amountPaise,
    note: `Refund for return ${returnId} of order ${order.orderId}`,
    orderDbId: order.id,
    at,
  });
  await recordEvent(tx, {
    orderDbId: order.id,
    actor: refund.actor,
    type: 'refund_recorded',
    data: { returnId, amountPaise, to: 'store_credit' },
    at,
  });
  return granted;
}
