/**
 * Step 4: the order row, its line snapshot, its coupon use and the first audit event, in the
 * caller's transaction. A coupon whose last use went to another order meanwhile refuses here,
 * and the caller's transaction rolls back.
 */
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import type { DeliveryAddress } from '#shared/address';
import { takeCouponUse } from '../coupons';
import { type Actor, recordEvent } from '../orders/order-events';
import { newPublicOrderId } from '../orders/order-id';
import type { OrderRow } from '../orders/order-queries';
import type { PricedCart } from './price-lines';

export interface NewOrder {
  userId: number;
  priced: PricedCart;
  paymentMethod: 'cod' | 'online';
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
}

export async function createOrder(tx: DbOrTx, input: NewOrder): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      orderId: input.publicOrderId ?? newPublicOrderId(),
      userId: input.userId,
      paymentMethod: input.paymentMethod,
      status: input.status,
      amountPaise: input.priced.totalPaise,
      deliveryChargePaise: input.priced.deliveryChargePaise,
      couponCode: input.priced.coupon?.code ?? null,
      discountPaise: input.priced.discountPaise,
      mobile: input.mobile,
      address: input.address,
      deliveryAddress: input.deliveryAddress ?? null,
      providerOrderId: input.providerOrderId,
      reservedUntil: input.reservedUntil,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  // Priced lines already have the order_items shape: a snapshot of the catalogue at this moment.
  await tx.insert(orderItems).values(input.priced.lines.map((line) => ({ orderId: order!.id, ...line })));
  if (input.priced.coupon)
    await takeCouponUse(tx, {
      couponId: input.priced.coupon.id,
      orderDbId: order!.id,
      userId: input.userId,
      at: input.now,
    });
  await recordEvent(tx, {
    orderDbId: order!.id,
    actor: input.actor,
    type: input.status === 'captured' ? 'placed' : 'awaiting_payment',
    data: {
      to: input.status,
      paymentMethod: input.paymentMethod,
      amountPaise: input.priced.totalPaise,
      ...(input.priced.coupon
        ? { couponCode: input.priced.coupon.code, discountPaise: input.priced.discountPaise }
        : {}),
      ...(input.reservedUntil ? { reservedUntil: input.reservedUntil.toISOString() } : {}),
    },
    at: input.now,
  });
  return order!;
}
