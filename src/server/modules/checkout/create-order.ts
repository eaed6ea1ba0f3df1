/**
 * Step 4: the order row, its line snapshot and the first audit event, then the order's other
 * writes (the caller's `alsoWrite`: mail, cart, address book), and only then its holds: the
 * stock, line by line in the fixed lock order, and the coupon use, in the caller's transaction.
 *
 * Holds come last (docs/decisions/018-checkout-at-the-database-pace.md): the stock row every
 * buyer of a size waits on is locked from its UPDATE until commit, so the fewer round trips
 * after it, the more orders per second one size can take. Stock before the coupon is the lock
 * order every path keeps (giving holdings back restores stock, then the use). A short line, or
 * a coupon whose last use went to another order meanwhile, throws 409 and the caller's
 * transaction rolls all of it back.
 */
import type { DbOrTx } from '#server/db/client';
import type { DeliveryAddress } from '#shared/address';
import type { PaymentMethod } from '#shared/orders';
import type { Shopper } from '../accounts/shoppers';
import { attributeOrder, recordOrderSignal, type ShopperClient } from '../analytics';
import { takeCouponUse } from '../coupons';
import { recordOfferUses } from '../offers';
import { insertOrder } from '../orders/new-order';
import type { Actor } from '../orders/order-events';
import { newPublicOrderId } from '../orders/order-id';
import type { OrderRow } from '../orders/order-queries';
import { takeStock } from '../orders/stock';
import type { PricedCart } from './price-lines';

export interface NewOrder {
  userId: number;
  priced: PricedCart;
  paymentMethod: PaymentMethod;
  /** The part of the amount paid from store credit (docs/product.md section 22). */
  storeCreditPaise?: number;
  /** Partial COD: the token to be paid online before the order is placed. */
  codTokenPaise?: number;
  /** A COD order: the prepaid discount checkout offered for paying online instead (docs/decisions/033). */
  prepaidOfferPaise?: number;
  status: 'captured' | 'pending_payment';
  mobile: string;
  address: string;
  /** The order's own copy of the structured address; absent while an online order awaits it. */
  deliveryAddress?: DeliveryAddress;
  actor: Actor;
  now: Date;
  publicOrderId?: string;
  providerOrderId?: string;
  reservedUntil?: Date;
  /** The shopper's browser, whose visit the order is attributed to (BUSINESS.md section 16). */
  client?: ShopperClient;
}

/** The order's own writes that go before its holds: the mail, the cart, the address book. */
export type AlsoWrite = (order: OrderRow) => Promise<void>;

export async function createOrder(tx: DbOrTx, input: NewOrder, alsoWrite?: AlsoWrite): Promise<OrderRow> {
  const { priced } = input;
  const order = await insertOrder(
    tx,
    {
      orderId: input.publicOrderId ?? newPublicOrderId(),
      userId: input.userId,
      paymentMethod: input.paymentMethod,
      status: input.status,
      amountPaise: priced.totalPaise,
      deliveryChargePaise: priced.deliveryChargePaise,
      couponCode: priced.coupon?.code ?? null,
      discountPaise: priced.discountPaise,
      offerDiscountPaise: priced.offerDiscountPaise,
      prepaidDiscountPaise: priced.prepaidDiscountPaise,
      codFeePaise: priced.codFeePaise,
      codTokenPaise: input.codTokenPaise ?? 0,
      prepaidOfferPaise: input.prepaidOfferPaise ?? 0,
      storeCreditPaise: input.storeCreditPaise ?? 0,
      mobile: input.mobile,
      address: input.address,
      deliveryAddress: input.deliveryAddress ?? null,
      providerOrderId: input.providerOrderId,
      reservedUntil: input.reservedUntil,
      createdAt: input.now,
      updatedAt: input.now,
    },
    // The order lines: each cart line split by offer and GST rate, with its share of the saving,
    // a snapshot of the catalogue at this moment (docs/decisions/040-offers.md).
    priced.offers.orderLines,
    {
      actor: input.actor,
      type: input.status === 'captured' ? 'placed' : 'awaiting_payment',
      data: {
        to: input.status,
        paymentMethod: input.paymentMethod,
        amountPaise: priced.totalPaise,
        ...(input.storeCreditPaise ? { storeCreditPaise: input.storeCreditPaise } : {}),
        ...(priced.coupon ? { couponCode: priced.coupon.code, discountPaise: priced.discountPaise } : {}),
        ...(priced.offerDiscountPaise
          ? {
              offerDiscountPaise: priced.offerDiscountPaise,
              offers: priced.offers.uses.map((use) => use.offerId),
            }
          : {}),
        ...(priced.prepaidDiscountPaise ? { prepaidDiscountPaise: priced.prepaidDiscountPaise } : {}),
        ...(priced.codFeePaise ? { codFeePaise: priced.codFeePaise } : {}),
        ...(input.codTokenPaise ? { codTokenPaise: input.codTokenPaise } : {}),
        ...(input.reservedUntil ? { reservedUntil: input.reservedUntil.toISOString() } : {}),
      },
      at: input.now,
    },
  );
  await recordOfferUses(tx, order, priced.offers.uses, input.now);
  // Analytics in the order's transaction: its source, and a placed COD or credit order counts now.
  await attributeOrder(tx, { orderDbId: order.id, client: input.client, at: input.now });
  if (input.status === 'captured')
    await recordOrderSignal(tx, {
      name: 'order_placed',
      orderDbId: order.id,
      amountPaise: order.amountPaise,
      at: input.now,
    });
  if (alsoWrite) await alsoWrite(order);
  // The stock history names the order that took (or holds) the units.
  await takeStock(tx, priced.lines, {
    actor: input.actor,
    reason: input.status === 'captured' ? 'sale' : 'reservation',
    orderId: order.orderId,
  });
  if (priced.coupon)
    await takeCouponUse(tx, {
      couponId: priced.coupon.id,
      orderDbId: order.id,
      userId: input.userId,
      at: input.now,
    });
  return order;
}

/** The confirmation mail's reads the caller already holds: the locked shopper and the priced lines. */
export const knownForMail = (shopper: Shopper, priced: PricedCart) => ({ shopper, items: priced.lines });
