/**
 * Step 2: totals from the catalogue only (docs/architecture.md section 6): today's unit prices times
 * quantities, the coupon the server lets apply, and the delivery charge from the shop's
 * settings, summed by the one pricing function (./pricing.ts). Nothing a client sends is part
 * of the sum; the coupon code is only a request.
 */

import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import type { CodSettings } from '#shared/settings/cod';
import type { CartLine } from '../cart/cart-lines';
import { applicableCoupon, type CouponRow } from '../coupons';
import { hasPlacedOrder } from '../orders/order-queries';
import { readSettings } from '../settings';
import {
  type DeliveryCharge,
  type OrderPrice,
  type PaymentTerms,
  type PricedAs,
  priceOrder,
} from './pricing';

export interface PricedLine {
  productId: number;
  itemId: string;
  name: string;
  imageId: string;
  size: string;
  colour: string | null;
  quantity: number;
  unitPricePaise: number;
}

export interface PricedLines {
  lines: PricedLine[];
  subtotalPaise: number;
}

/**
 * The whole priced order. `totalPaise` is the grand total (subtotal - discounts + delivery + COD fee):
 * create-order's amount and the stored amount; less store credit or partial COD's token, it is the
 * cash the courier collects, which the cash-on-delivery ceiling is checked against.
 */
export interface PricedCart extends PricedLines, OrderPrice {
  coupon: CouponRow | null;
}

export function priceLines(cart: CartLine[]): PricedLines {
  const withdrawn = cart.find((line) => line.archived);
  if (withdrawn) {
    throw new AppError(
      'conflict',
      `${withdrawn.name} is no longer available. Please remove it from your cart.`,
      { code: 'product_unavailable' },
    );
  }
  const lines = cart.map((line) => ({
    productId: line.productId,
    itemId: line.itemId,
    name: line.name,
    imageId: line.imageId,
    size: line.size,
    colour: line.colour,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
  }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  return { lines, subtotalPaise };
}

export interface CheckoutPricing {
  userId: number;
  couponCode?: string;
  /** Undefined for the quote, before the shopper chooses how to pay. */
  paymentMethod?: 'cod' | 'online';
  /** The shopper's own unpaid orders, let go before a new one is made: their uses do not count. */
  ownReservations?: number[];
  now: Date;
  /** The delivery settings when the caller has read them already (checkout, before its transaction). */
  delivery?: DeliveryCharge;
  /** The COD fee or the prepaid discount this way of paying takes; absent: neither. */
  payment?: { as: PricedAs; terms: PaymentTerms };
}

/** The pricing part of the cod settings section (docs/product.md section 22). */
export const paymentTermsOf = (settings: CodSettings): PaymentTerms => ({
  codFeePaise: settings.codFeePaise,
  prepaidPercentOff: settings.prepaidPercentOff,
  prepaidAmountOffPaise: settings.prepaidAmountOffPaise,
});

/** Prices the lines with the coupon (refused with its reason when it does not apply) and delivery. */
export async function priceCheckout(
  db: DbOrTx,
  priced: PricedLines,
  input: CheckoutPricing,
): Promise<PricedCart> {
  const coupon = input.couponCode
    ? await applicableCoupon(db, {
        code: input.couponCode,
        userId: input.userId,
        subtotalPaise: priced.subtotalPaise,
        paymentMethod: input.paymentMethod,
        hasEarlierOrder: () => hasPlacedOrder(db, input.userId),
        ownReservations: input.ownReservations ?? [],
        now: input.now,
      })
    : null;
  const delivery = input.delivery ?? (await readSettings(db, 'delivery'));
  const price = priceOrder({ subtotalPaise: priced.subtotalPaise, coupon, delivery, payment: input.payment });
  return { ...priced, ...price, coupon };
}
