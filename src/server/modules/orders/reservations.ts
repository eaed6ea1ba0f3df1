/**
 * Reservations of unpaid online orders. Their stock was taken at create-order; releasing one
 * gives the stock (and any coupon use) back and closes the order as expired (time ran out) or failed (abandoned,
 * failed or replaced by a newer checkout).
 */
import { and, eq, gt, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { giveBackHoldings } from './give-back';
import type { Actor } from './order-events';
import type { OrderRow } from './order-queries';
import { moveOrder } from './transition';

export async function releaseReservation(
  tx: DbOrTx,
  order: OrderRow,
  change: { to: 'expired' | 'failed'; actor: Actor; at: Date; reason: string },
): Promise<OrderRow> {
  // Time ran out (the expiry job) or the hold ended otherwise (docs/product.md section 14).
  const given = await giveBackHoldings(tx, order, change.at, {
    actor: change.actor,
    reason: change.to === 'expired' ? 'expiry' : 'release',
    orderId: order.orderId,
  });
  return moveOrder(tx, order, {
    to: change.to,
    actor: change.actor,
    at: change.at,
    data: { reason: change.reason, ...given },
  });
}

/**
 * When the shopper's current reservation window ends, if one is running. The first online order
 * opens a window of RESERVATION_MINUTES; every order started again inside it (cart changed,
 * window closed, payment failed) ends with it, so starting over never holds the stock longer
 * (docs/decisions/006-checkout-and-payments.md). Paid orders do not count: they hold nothing.
 */
export async function reservationWindowEnd(tx: DbOrTx, userId: number, now: Date): Promise<Date | undefined> {
  const [row] = await tx
    .select({ end: min(orders.reservedUntil) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['pending_payment', 'failed', 'expired']),
        gt(orders.reservedUntil, now),
      ),
    );
  return row?.end ?? undefined;
}

/**
 * A shopper holds at most one reservation: a new checkout releases the older ones. Should one
 * of them be paid after all, the late-payment rule takes its stock again or refunds it.
 */
export async function releaseOpenReservations(tx: DbOrTx, userId: number, actor: Actor, at: Date) {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
    .for('update');
  for (const order of open) {
    await releaseReservation(tx, order, { to: 'failed', actor, at, reason: 'replaced by a newer checkout' });
  }
}
