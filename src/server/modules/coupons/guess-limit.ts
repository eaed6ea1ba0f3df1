/**
 * Coupon codes cannot be guessed at the shop's request rate (docs/decisions/008-limits.md): a
 * shopper who has tried 10 codes that do not exist within 15 minutes is answered 429 for any code
 * until the window ends. Only unknown codes count: an expired code, or one waiting on a bigger
 * cart, is the shopper's own and may be tried again as the cart changes. Every route that takes a
 * code runs it through here.
 */
import { AppError, tryAgainLater } from '#server/errors';
import type { Counters } from '#server/lib/counters';
import { COUPON_MESSAGES } from '#shared/coupons';

export const COUPON_GUESS_LIMIT = 10;
export const COUPON_GUESS_WINDOW_MS = 15 * 60 * 1000;

const keyOf = (userId: number) => `coupon-unknown:${userId}`;

const isUnknownCoupon = (err: unknown) =>
  err instanceof AppError && err.code === 'coupon_refused' && err.message === COUPON_MESSAGES.unknown;

/** Runs `work` (which applies `couponCode`, if any) within the shopper's allowance of unknown codes. */
export async function withinCouponGuessLimit<T>(
  counters: Counters,
  userId: number,
  couponCode: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!couponCode) return work();
  const { count, resetInMs } = await counters.peek(keyOf(userId));
  if (count >= COUPON_GUESS_LIMIT) throw tryAgainLater('Too many coupon codes that do not exist.', resetInMs);
  try {
    return await work();
  } catch (err) {
    if (isUnknownCoupon(err)) await counters.hit(keyOf(userId), COUPON_GUESS_WINDOW_MS);
    throw err;
  }
}
