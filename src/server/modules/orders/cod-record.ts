/**
 * A shopper's record with cash on delivery (docs/product.md section 22): the COD orders still
 * on their way, the ones refused or returned to origin lately, and whether any order was placed
 * before. Checkout reads it under the shopper's lock, so the count it checks cannot change
 * before its own order is written.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import { SHOPPER_VISIBLE_STATUSES } from './shopper-orders';

/** A COD order is open until it is delivered, cancelled or turned back. */
export const OPEN_COD_STATUSES = ['captured', 'dispatched'] as const;

export interface CodRecord {
  openCodOrders: number;
  /** COD orders that went back to origin (the shopper refused or missed the parcel) since `since`. */
  returnedCodOrders: number;
  /** Orders placed before (any payment), for the first-order rule. */
  placedOrders: number;
}

export async function codRecordOf(db: DbOrTx, userId: number, since: Date): Promise<CodRecord> {
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        inArray(orders.status, [...OPEN_COD_STATUSES]),
      ),
    );
  // The turn-back is dated by its own event: an old order refused this month counts.
  const [returned] = await db
    .select({ n: sql<number>`count(distinct ${orders.id})::int` })
    .from(orders)
    .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        eq(orderEvents.type, 'rto'),
        gte(orderEvents.createdAt, since),
      ),
    );
  const [placed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES])));
  return { openCodOrders: open!.n, returnedCodOrders: returned!.n, placedOrders: placed!.n };
}
