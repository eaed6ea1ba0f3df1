/**
 * The one sum of an order, pure over integer paise (docs/product.md section 13): subtotal, coupon
 * discount, delivery charge and grand total. Checkout's quote, create-order's amount check,
 * place-cod-order and the order's stored amounts all come from `priceOrder`; the
 * cash-on-delivery ceiling is compared with its `totalPaise`.
 *
 * Free delivery is judged on the subtotal AFTER the discount (docs/decisions/012-coupons-and-delivery-charge.md):
 * the shop gives free delivery on what the shopper actually pays for goods.
 */

export interface DeliveryCharge {
  deliveryChargePaise: number;
  /** null: no free delivery. */
  freeDeliveryAbovePaise: number | null;
}

export interface CouponTerms {
  kind: 'percent' | 'flat';
  percentOff: number | null;
  amountOffPaise: number | null;
  maxDiscountPaise: number | null;
}

export interface OrderPrice {
  subtotalPaise: number;
  discountPaise: number;
  deliveryChargePaise: number;
  /** The grand total: subtotal - discount + delivery charge. */
  totalPaise: number;
}

const RUPEE = 100;

/**
 * A percent coupon rounds down to a whole rupee (10% of ₹1,999 is ₹199), so totals read as
 * rupees; a maximum caps either kind; a discount never exceeds the subtotal, so goods never cost
 * less than nothing.
 */
export function couponDiscountPaise(terms: CouponTerms, subtotalPaise: number): number {
  const raw =
    terms.kind === 'percent'
      ? Math.floor((subtotalPaise * (terms.percentOff ?? 0)) / (100 * RUPEE)) * RUPEE
      : (terms.amountOffPaise ?? 0);
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/** The delivery charge for goods worth `goodsPaise` (the subtotal after the discount). */
export function deliveryChargeFor(goodsPaise: number, delivery: DeliveryCharge): number {
  const free = delivery.freeDeliveryAbovePaise !== null && goodsPaise >= delivery.freeDeliveryAbovePaise;
  return free ? 0 : delivery.deliveryChargePaise;
}

export function priceOrder(input: {
  subtotalPaise: number;
  coupon: CouponTerms | null;
  delivery: DeliveryCharge;
}): OrderPrice {
  const discountPaise = input.coupon ? couponDiscountPaise(input.coupon, input.subtotalPaise) : 0;
  const goods = input.subtotalPaise - discountPaise;
  const deliveryChargePaise = deliveryChargeFor(goods, input.delivery);
  return {
    subtotalPaise: input.subtotalPaise,
    discountPaise,
    deliveryChargePaise,
    totalPaise: goods + deliveryChargePaise,
  };
}
