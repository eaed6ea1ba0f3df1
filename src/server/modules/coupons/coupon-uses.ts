/**
 * Taking and giving back coupon uses (docs/product.md section 13). A use is taken with one
 * guarded UPDATE, as stock is (docs/architecture.md section 7): under Read Committed a concurrent
 * order's UPDATE waits for ours and re-checks `uses < total_uses`, so the limit is never passed.
 * Every order that ends without being fulfilled (cancelled, failed, expired) gives its use back
 * through `giveBackCouponUse`, called beside `restoreStock`.
 */
import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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

/**
 * A payment came after the order had given its use back, and the order is fulfilled after all:
 * the use is counted again if one is left. If none is, the shopper still keeps the discount
 * they paid with, and the limit still holds (docs/decisions/012-coupons-and-delivery-charge.md).
 */
export async function retakeCouponUse(tx: DbOrTx, orderDbId: number): Promise<boolean> {
  const [use] = await tx
    .select({ couponId: couponUses.couponId })
    .from(couponUses)
    .where(and(eq(couponUses.orderId, orderDbId), isNotNull(couponUses.releasedAt)));
  if (!use) return false;
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(eq(coupons.id, use.couponId), or(isNull(coupons.totalUses), lt(coupons.uses, coupons.totalUses))),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) return false;
  await tx.update(couponUses).set({ releasedAt: null }).where(eq(couponUses.orderId, orderDbId));
  return true;
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
