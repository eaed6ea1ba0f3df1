/**
 * The one sum of an order, pure over integer paise (docs/product.md sections 13 and 22): subtotal,
 * coupon discount, prepaid discount, delivery charge, cash-on-delivery fee and grand total. Checkout's quote, create-order's amount check,
 * place-cod-order and the order's stored amounts all come from `priceOrder`; the
 * cash-on-delivery ceiling is compared with its `totalPaise` (the COD fee included) less store
 * credit and partial COD's token: the cash the courier collects (BUSINESS.md section 7).
 *
 * Free delivery is judged on the subtotal AFTER the discount (docs/decisions/012-coupons-and-delivery-charge.md):
 * the shop gives free delivery on what the shopper actually pays for goods. The prepaid discount
 * is left out of that judgement (docs/decisions/030-cod-fee-prepaid-discount-partial-cod.md): paying
 * online must never cost a shopper the free delivery that cash would have kept.
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

/** How the shop prices the way an order is paid (the cod settings section); both off by default. */
export interface PaymentTerms {
  /** Added to an order paid (partly) in cash on delivery. */
  codFeePaise: number;
  /** Off the goods of an order paid online: a percent rounded down to the rupee, or a flat amount. */
  prepaidPercentOff: number | null;
  prepaidAmountOffPaise: number | null;
}

export const NO_PAYMENT_TERMS: PaymentTerms = {
  codFeePaise: 0,
  prepaidPercentOff: null,
  prepaidAmountOffPaise: null,
};

/** 'cod' takes the fee, 'online' the prepaid discount; 'none' (store credit alone, the quote's base) neither. */
export type PricedAs = 'cod' | 'online' | 'none';

export interface OrderPrice {
  subtotalPaise: number;
  /** The offers' savings on the lines (docs/decisions/040-offers.md): off the goods before the coupon. */
  offerDiscountPaise: number;
  /** The coupon's discount. */
  discountPaise: number;
  /** The discount for paying online; lowers the goods' value like a coupon. */
  prepaidDiscountPaise: number;
  deliveryChargePaise: number;
  codFeePaise: number;
  /** The grand total: subtotal - offers - discounts + delivery charge + COD fee. */
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

/** The prepaid discount on goods worth `goodsPaise` (after the coupon): never more than them. */
export function prepaidDiscountPaise(terms: PaymentTerms, goodsPaise: number): number {
  const raw =
    terms.prepaidPercentOff !== null
      ? Math.floor((goodsPaise * terms.prepaidPercentOff) / (100 * RUPEE)) * RUPEE
      : (terms.prepaidAmountOffPaise ?? 0);
  return Math.max(0, Math.min(raw, goodsPaise));
}

export function priceOrder(input: {
  subtotalPaise: number;
  /** The offers' savings, already decided by applyOffers; the coupon applies to what is left. */
  offerDiscountPaise?: number;
  coupon: CouponTerms | null;
  delivery: DeliveryCharge;
  /** Absent: priced with neither fee nor prepaid discount. */
  payment?: { as: PricedAs; terms: PaymentTerms };
}): OrderPrice {
  const offerDiscountPaise = input.offerDiscountPaise ?? 0;
  const afterOffers = input.subtotalPaise - offerDiscountPaise;
  const discountPaise = input.coupon ? couponDiscountPaise(input.coupon, afterOffers) : 0;
  const goods = afterOffers - discountPaise;
  const deliveryChargePaise = deliveryChargeFor(goods, input.delivery);
  const as = input.payment?.as ?? 'none';
  const terms = input.payment?.terms ?? NO_PAYMENT_TERMS;
  const prepaid = as === 'online' ? prepaidDiscountPaise(terms, goods) : 0;
  const codFeePaise = as === 'cod' ? terms.codFeePaise : 0;
  return {
    subtotalPaise: input.subtotalPaise,
    offerDiscountPaise,
    discountPaise,
    prepaidDiscountPaise: prepaid,
    deliveryChargePaise,
    codFeePaise,
    totalPaise: goods - prepaid + deliveryChargePaise + codFeePaise,
  };
}

/**
 * Partial COD's token (docs/product.md section 22): the delivery charge (the fixed amount when
 * delivery is free) or the fixed amount, paid online now, the rest in cash. Null when partial COD
 * is off, or when the token would leave no cash to pay (then the order is simply paid online).
 */
export function codTokenPaise(
  partial: { kind: 'off' | 'delivery' | 'fixed'; fixedPaise: number },
  price: Pick<OrderPrice, 'deliveryChargePaise' | 'totalPaise'>,
): number | null {
  if (partial.kind === 'off') return null;
  const token =
    partial.kind === 'delivery' && price.deliveryChargePaise > 0
      ? price.deliveryChargePaise
      : partial.fixedPaise;
  return token < price.totalPaise ? token : null;
}
