/**
 * Orders a shopper placed since a time (cart recovery, BUSINESS.md section 13): a reminder stops
 * at an order, and an order within 7 days of a restore link's click counts as recovered.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { SHOPPER_VISIBLE_STATUSES } from './shopper-orders';

export interface PlacedOrder {
  id: number;
  amountPaise: number;
  createdAt: Date;
}

/** Placed orders (paid, or cash on delivery) of the shopper made at or after `since`, oldest first. */
export function ordersPlacedSince(db: DbOrTx, userId: number, since: Date): Promise<PlacedOrder[]> {
  return db
    .select({ id: orders.id, amountPaise: orders.amountPaise, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, since),
        inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
