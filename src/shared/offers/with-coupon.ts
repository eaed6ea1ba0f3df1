/**
 * Offers beside a coupon (BUSINESS.md section 12): an offer that stacks lets the coupon apply to
 * what the pieces cost after it; one that does not is weighed against the coupon, and the shopper
 * gets whichever saves more and is told which (docs/decisions/040-offers.md). On a tie the offer
 * stays, so no coupon use is spent for nothing.
 */
import { formatRupees, paiseToRupees } from '../money';
import { applyOffers } from './apply-offers';
import type { Offer, OfferLine, OffersResult } from './types';

export interface OffersWithCoupon {
  offers: OffersResult;
  /** The coupon's discount on the goods after the offers; 0 when it was set aside. */
  couponPaise: number;
  /** Which side gave way: the coupon, the offers that do not stack with it, or neither. */
  setAside: 'coupon' | 'offers' | null;
  /** What the shopper is told when one side gave way. */
  message: string | null;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function applyOffersWithCoupon(
  lines: OfferLine[],
  offers: Offer[],
  options: { now: Date; paymentMethod?: 'online' | 'cod' },
  /** The coupon's discount on goods worth this much; null: no coupon. */
  coupon: ((goodsPaise: number) => number) | null,
): OffersWithCoupon {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const all = applyOffers(lines, offers, options);
  if (!coupon) return { offers: all, couponPaise: 0, setAside: null, message: null };
  if (all.applied.every((offer) => offer.stacksWithCoupons))
    return { offers: all, couponPaise: coupon(subtotal - all.savingPaise), setAside: null, message: null };
  const stacking = applyOffers(
    lines,
    offers.filter((offer) => offer.stacksWithCoupons),
    options,
  );
  const withCoupon = coupon(subtotal - stacking.savingPaise);
  const names = all.applied.filter((offer) => !offer.stacksWithCoupons).map((offer) => offer.name);
  if (stacking.savingPaise + withCoupon > all.savingPaise) {
    return {
      offers: stacking,
      couponPaise: withCoupon,
      setAside: 'offers',
      message: `Your coupon saves more than ${names.join(' and ')}, so the coupon is applied instead (you save ${rupees(stacking.savingPaise + withCoupon)}).`,
    };
  }
  return {
    offers: all,
    couponPaise: 0,
    setAside: 'coupon',
    message: `${names.join(' and ')} saves more than your coupon, so the offer is applied instead (you save ${rupees(all.savingPaise)}).`,
  };
}
