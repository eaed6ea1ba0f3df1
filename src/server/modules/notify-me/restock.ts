/**
 * The one hook every restock passes through (docs/decisions/028-notify-me-and-wishlist.md): the
 * catalogue's changeStock calls it whenever a size's count goes up, whatever the cause (an admin's
 * edit, a cancellation, an expired hold, a received return or a parcel back from the courier).
 * It runs in the stock change's transaction, which holds the size's stock row lock, so two
 * restocks of one size take their turns here one after the other.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import { REQUESTS_PER_UNIT } from '#shared/notify-me';

export interface Restock {
  productId: number;
  size: string;
  /** Units that came back (after - before). */
  units: number;
}

/**
 * Moves the oldest pending requests of the size to `due`, three per unit that came back, first
 * come first served; the notify-me sender writes their messages after the commit. FOR UPDATE
 * (not SKIP LOCKED) keeps the order strict: a request an unsubscribe holds is waited for and
 * re-checked, never jumped. Answers the ids made due, oldest first.
 */
export async function sizeRestocked(tx: DbOrTx, restock: Restock): Promise<number[]> {
  if (restock.units <= 0) return [];
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`
    update ${notifyMeRequests} set status = 'due', due_at = now()
    where id in (
      select id from ${notifyMeRequests}
      where product_id = ${restock.productId} and size = ${restock.size} and status = 'pending'
      order by id
      limit ${restock.units * REQUESTS_PER_UNIT}
      for update)
    returning id`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
