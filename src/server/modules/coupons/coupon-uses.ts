/**
 * Taking and giving back coupon uses (docs/product.md section 13). A use is taken with one
 * guarded UPDATE, as stock is (docs/architecture.md section 7): under Read Committed a concurrent
 * order's UPDATE waits for ours and re-checks `uses < total_uses`, so the limit is never passed.
 * Every order that ends without being fulfilled (cancelled, failed, expired) gives its use back
 * through `giveBackCouponUse`, called beside `restoreStock`.
 */
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { coupons, couponUses } from '#server/db/schema';
import { AppError } from '#server/errors';
import { COUPON_MESSAGES } from '#shared/coupons';

/**
 * The guarded UPDATE and the use row in ONE statement, so the coupon's row lock, held until
 * commit, costs one round trip (docs/decisions/018-checkout-at-the-database-pace.md). No row
 * back: the last use went to another order, nothing was written, and the caller rolls back.
 */
export async function takeCouponUse(
  tx: DbOrTx,
  use: { couponId: number; orderDbId: number; userId: number; at: Date },
): Promise<void> {
  const taken = await executeRows(
    tx,
    sql`
    with taken as (
      update ${coupons} set uses = uses + 1
      where id = ${use.couponId} and (total_uses is null or uses < total_uses)
      returning id)
    insert into ${couponUses} (coupon_id, order_id, user_id, created_at)
    select id, ${use.orderDbId}::int, ${use.userId}::int, ${use.at.toISOString()}::timestamptz from taken
    returning id`,
  );
  if (taken.length === 0) throw new AppError('conflict', COUPON_MESSAGES.usedUp, { code: 'coupon_refused' });
}

/** The order ended unfulfilled: its use (if it had one, and still holds it) goes back. Idempotent. */
export async function giveBackCouponUse(tx: DbOrTx, orderDbId: number, at: Date): Promise<boolean> {
  const [released] = await tx
    .update(couponUses)
    .set({ releasedAt: at })
    .where(and(eq(couponUses.orderId, orderDbId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, released.couponId));
  return true;
}

/** What a late payment's order may do with the coupon use it gave back (`retakeCouponUse`). */
export type RetakenUse = 'no coupon' | 'taken again' | 'refused';

/**
 * A payment came after the order had given its use back (docs/decisions/012-coupons-and-delivery-charge.md,
 * "Late payments"): the order keeps its discount only if it can hold a use again under the
 * coupon's limits as they stand now: uses left in total, the shopper's own uses, and for a
 * first-order coupon no other order of theirs fulfilled. Dates and pausing are not looked at
 * again: they held when the shopper was charged. 'refused' writes nothing; the caller refunds.
 *
 * The caller holds the shopper's row lock, as checkout does, so the shopper's own counts cannot
 * change under it; the total is taken with the same guarded UPDATE as checkout's, in one
 * statement with the use row, so two late payments racing for the last use give it to one.
 */
export async function retakeCouponUse(
  tx: DbOrTx,
  order: { orderDbId: number; userId: number },
  hasEarlierOrder: () => Promise<boolean>,
): Promise<RetakenUse> {
  const [given] = await tx
    .select({ coupon: coupons })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .where(and(eq(couponUses.orderId, order.orderDbId), isNotNull(couponUses.releasedAt)));
  if (!given) return 'no coupon';
  const { coupon } = given;
  if (
    coupon.usesPerShopper !== null &&
    (await usesByShopper(tx, coupon.id, order.userId)) >= coupon.usesPerShopper
  )
    return 'refused';
  if (coupon.firstOrderOnly && (await hasEarlierOrder())) return 'refused';
  const retaken = await executeRows(
    tx,
    sql`
    with taken as (
      update ${coupons} set uses = uses + 1
      where id = ${coupon.id} and (total_uses is null or uses < total_uses)
      returning id)
    update ${couponUses} set released_at = null
    from taken
    where ${couponUses.orderId} = ${order.orderDbId} and ${couponUses.couponId} = taken.id
    returning ${couponUses.id}`,
  );
  return retaken.length > 0 ? 'taken again' : 'refused';
}

/** Uses the shopper holds now (given-back ones do not count). */
export async function usesByShopper(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId), isNull(couponUses.releasedAt)),
    );
  return row?.n ?? 0;
}

/** Of these orders, how many hold a use of the coupon now. */
export async function usesHeldBy(db: DbOrTx, couponId: number, orderDbIds: number[]): Promise<number> {
  if (orderDbIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        inArray(couponUses.orderId, orderDbIds),
        isNull(couponUses.releasedAt),
      ),
    );
  return row?.n ?? 0;
}
