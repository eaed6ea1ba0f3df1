/**
 * What other modules may call: checkout asks whether a coupon applies and takes its use; every
 * path that ends an order unfulfilled gives the use back; the back office manages coupons.
 */
export { createCoupon, listCoupons, pauseCoupon, updateCoupon } from './admin-coupons';
export { applicableCoupon, type CouponRow, couponSummary } from './apply-coupon';
export { giveBackCouponUse, type RetakenUse, retakeCouponUse, takeCouponUse } from './coupon-uses';
export { COUPON_GUESS_LIMIT, COUPON_GUESS_WINDOW_MS, withinCouponGuessLimit } from './guess-limit';
