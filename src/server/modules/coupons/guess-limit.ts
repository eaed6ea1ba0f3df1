/**
 * Coupon codes cannot be guessed at the shop's request rate (docs/decisions/008-limits.md): a
 * shopper who has tried 10 codes that do not exist within 15 minutes is answered 429 for any code
 * until the window ends. Only unknown codes count: an expired code, or one waiting on a bigger
 * cart, is the shopper's own and may be tried again as the cart changes. Every route that takes a
 * code runs it through here.
 *
 * An unknown code is counted before it is answered, in one atomic increment, and answered here
 * only when it is within the allowance: a burst of codes sent at once gets at most 10 "does not
 * exist" answers. A real code is never counted, so it never holds a slot an unknown code needed.
 */
import type { AppDeps } from '#server/deps';
import { AppError, tryAgainLater } from '#server/errors';
import { type Allowance, spendAllowance } from '#server/lib/allowance';
import { COUPON_MESSAGES } from '#shared/coupons';
import { couponRefusal, findCoupon } from './apply-coupon';

export const COUPON_GUESS_LIMIT = 10;
export const COUPON_GUESS_WINDOW_MS = 15 * 60 * 1000;

const allowanceOf = (userId: number): Allowance => ({
  key: `coupon-unknown:${userId}`,
  limit: COUPON_GUESS_LIMIT,
  windowMs: COUPON_GUESS_WINDOW_MS,
});

const locked = (resetInMs: number) => tryAgainLater('Too many coupon codes that do not exist.', resetInMs);

const isUnknownCoupon = (err: unknown) =>
  err instanceof AppError && err.code === 'coupon_refused' && err.message === COUPON_MESSAGES.unknown;

/** Runs `work` (which applies `couponCode`, if any) within the shopper's allowance of unknown codes. */
export async function withinCouponGuessLimit<T>(
  deps: Pick<AppDeps, 'db' | 'counters'>,
  userId: number,
  couponCode: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!couponCode) return work();
  const allowance = allowanceOf(userId);
  // Once the allowance is spent every code is refused, real or not, without a lookup.
  const { count, resetInMs } = await deps.counters.peek(allowance.key);
  if (count >= COUPON_GUESS_LIMIT) throw locked(resetInMs);
  if (!(await findCoupon(deps.db, couponCode))) {
    await spendAllowance(deps.counters, allowance, locked);
    throw couponRefusal(COUPON_MESSAGES.unknown);
  }
  try {
    return await work();
  } catch (err) {
    // The code was renamed since the lookup: an unknown code all the same, answered only within the allowance.
    if (isUnknownCoupon(err)) await spendAllowance(deps.counters, allowance, locked);
    throw err;
  }
}
