/**
 * Whether a coupon applies to this shopper's order now, and if not, why, in the shopper's words
 * (docs/product.md section 13). The server alone decides; the discount itself is worked out by
 * checkout's pricing from the terms answered here.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { coupons } from '#server/db/schema';
import { AppError } from '#server/errors';
import { COUPON_MESSAGES, describeCoupon, isCouponCode } from '#shared/coupons';
import { usesByShopper, usesHeldBy } from './coupon-uses';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponRequest {
  /** Already upper-cased. */
  code: string;
  userId: number;
  subtotalPaise: number;
  /** Unknown while the shopper has not chosen yet (the quote): an online-only coupon still applies. */
  paymentMethod?: 'cod' | 'online';
  /** Asked only for a first-order-only coupon. */
  hasEarlierOrder: () => Promise<boolean>;
  /**
   * The shopper's unpaid online orders, which checkout lets go (giving their uses back) before
   * it makes a new order: the uses they hold do not count against this one.
   */
  ownReservations: number[];
  now: Date;
}

/** The 409 a coupon code is refused with, `message` saying why in the shopper's words. */
export const couponRefusal = (message: string) =>
  new AppError('conflict', message, { code: 'coupon_refused' });

const refuse = (message: string): never => {
  throw couponRefusal(message);
};

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  if (!isCouponCode(code)) return undefined;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** The coupon, when every rule lets it apply; otherwise a 409 `coupon_refused` with the reason. */
export async function applicableCoupon(db: DbOrTx, request: CouponRequest): Promise<CouponRow> {
  const coupon = await findCoupon(db, request.code);
  if (!coupon) return refuse(COUPON_MESSAGES.unknown);
  const { now } = request;
  if (coupon.paused) refuse(COUPON_MESSAGES.paused);
  if (now < coupon.startsAt) refuse(COUPON_MESSAGES.notStarted);
  if (coupon.endsAt && now >= coupon.endsAt) refuse(COUPON_MESSAGES.expired);
  const ownHeld = await usesHeldBy(db, coupon.id, request.ownReservations);
  // Read without a lock: taking the use re-checks the limit in its guarded UPDATE.
  if (coupon.totalUses !== null && coupon.uses - ownHeld >= coupon.totalUses) refuse(COUPON_MESSAGES.usedUp);
  if (coupon.firstOrderOnly && (await request.hasEarlierOrder())) refuse(COUPON_MESSAGES.firstOrderOnly);
  if (
    coupon.usesPerShopper !== null &&
    (await usesByShopper(db, coupon.id, request.userId)) - ownHeld >= coupon.usesPerShopper
  )
    refuse(COUPON_MESSAGES.perShopper(coupon.usesPerShopper));
  if (coupon.onlineOnly && request.paymentMethod === 'cod') refuse(COUPON_MESSAGES.onlineOnly);
  if (request.subtotalPaise < coupon.minSubtotalPaise)
    refuse(COUPON_MESSAGES.belowMinimum(coupon.minSubtotalPaise - request.subtotalPaise));
  return coupon;
}

export const couponSummary = (coupon: CouponRow) => ({
  code: coupon.code,
  description: describeCoupon(coupon),
  onlineOnly: coupon.onlineOnly,
});
