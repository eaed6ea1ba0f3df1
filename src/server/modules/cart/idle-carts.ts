/**
 * Carts left with items (BUSINESS.md section 13): the recovery module asks which carts have not
 * changed since a time, and when a cart last changed. A line's creation is its last change: an
 * added line is a new row, and a removed one leaves the cart.
 */
import { eq, max, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems } from '#server/db/schema';

export interface IdleCart {
  userId: number;
  lastChangeAt: Date;
}

/**
 * Carts whose last change is after `after` and at or before `before`, oldest first, leaving out
 * the shoppers in `excluding` (those the caller has dealt with already).
 */
export async function idleCarts(
  db: DbOrTx,
  window: { before: Date; after: Date; excluding: number[] },
  limit: number,
): Promise<IdleCart[]> {
  const { before, after, excluding } = window;
  const last = max(cartItems.createdAt);
  const rows = await db
    .select({ userId: cartItems.userId, lastChangeAt: last })
    .from(cartItems)
    .where(excluding.length > 0 ? notInArray(cartItems.userId, excluding) : undefined)
    .groupBy(cartItems.userId)
    .having(sql`${last} <= ${before} and ${last} > ${after}`)
    .orderBy(last)
    .limit(limit);
  return rows.map((row) => ({ userId: row.userId, lastChangeAt: row.lastChangeAt! }));
}

/** When the shopper's cart last changed; null for an empty cart. */
export async function cartLastChange(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(cartItems.createdAt) })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.at ?? null;
}
