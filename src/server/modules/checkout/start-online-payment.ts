/**
 * create-order: the shopper pays online. The client's amount must equal the server's, the
 * provider order is made for the server's amount, and the stock is reserved (taken now, given
 * back if the reservation runs out unpaid) in a pending_payment order.
 */

import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { CURRENCY, RESERVATION_MINUTES } from '#shared/constants';
import { CART_CHANGED_MESSAGE, deliveryDetailsSchema, type OnlineOrderResponse } from '#shared/orders';
import { findShopper, fullName, lockShopper, type Shopper } from '../accounts/shoppers';
import { shopperActor } from '../orders/order-events';
import { newPublicOrderId } from '../orders/order-id';
import { itemsOfOrder, type OrderRow, openPaymentOrders } from '../orders/order-queries';
import { releaseOpenReservations } from '../orders/reservations';
import { takeStock } from '../orders/stock';
import { PaymentProviderError } from '../payments/provider';
import { createOrder } from './create-order';
import { loadCart } from './load-cart';
import { type PricedCart, priceLines } from './price-lines';

export const PROVIDER_UNREACHABLE_MESSAGE =
  'We could not reach the payment provider. Please try again, or choose Cash On Delivery.';

export interface StartOnlinePaymentInput {
  amountPaise: number;
  mobile?: unknown;
  address?: unknown;
}

async function pricedCartMatching(db: DbOrTx, userId: number, amountPaise: number): Promise<PricedCart> {
  const priced = priceLines(await loadCart(db, userId));
  if (priced.totalPaise !== amountPaise)
    throw new AppError('conflict', CART_CHANGED_MESSAGE, { code: 'cart_changed' });
  return priced;
}

const lineKey = (l: { productId: number; size: string; quantity: number; unitPricePaise: number }) =>
  `${l.productId}/${l.size}/${l.quantity}/${l.unitPricePaise}`;

/** A live reservation for exactly this cart (a double click, or a reopened window) is reused. */
async function reusableOrder(db: DbOrTx, userId: number, priced: PricedCart, now: Date) {
  const open = await openPaymentOrders(db, userId, now);
  const wanted = priced.lines.map(lineKey).sort().join(',');
  for (const order of open) {
    const lines = (await itemsOfOrder(db, order.id)).map(lineKey);
    if (order.amountPaise === priced.totalPaise && lines.sort().join(',') === wanted) return order;
  }
  return undefined;
}

function response(order: OrderRow, shopper: Shopper, keyId: string): OnlineOrderResponse {
  return {
    id: order.providerOrderId!,
    amount: order.amountPaise,
    currency: CURRENCY,
    keyId,
    name: fullName(shopper),
    email: shopper.email,
  };
}

export async function startOnlinePayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  userId: number,
  input: StartOnlinePaymentInput,
): Promise<OnlineOrderResponse> {
  const { db, payments } = deps;
  const now = deps.clock();
  const shopper = await findShopper(db, userId);
  const priced = await pricedCartMatching(db, userId, input.amountPaise);
  const existing = await reusableOrder(db, userId, priced, now);
  if (existing) return response(existing, shopper, payments.keyId);

  // The provider call happens outside the transaction: no lock or connection waits on the network.
  // If the reservation below fails, the provider order simply stays unpaid.
  const publicOrderId = newPublicOrderId();
  const providerOrderId = await payments.createOrder(priced.totalPaise, publicOrderId).catch((err) => {
    if (err instanceof PaymentProviderError)
      throw new AppError('conflict', PROVIDER_UNREACHABLE_MESSAGE, { code: 'payment_unavailable' });
    throw err;
  });
  const details = deliveryDetailsSchema.safeParse({ mobile: input.mobile, address: input.address });

  return db.transaction(async (tx) => {
    const actor = shopperActor(userId);
    await lockShopper(tx, userId);
    const current = await pricedCartMatching(tx, userId, input.amountPaise);
    const concurrent = await reusableOrder(tx, userId, current, now);
    if (concurrent) return response(concurrent, shopper, payments.keyId);
    await releaseOpenReservations(tx, userId, actor, now);
    await takeStock(tx, current.lines);
    const order = await createOrder(tx, {
      userId,
      priced: current,
      paymentMethod: 'online',
      status: 'pending_payment',
      mobile: details.success ? details.data.mobile : '',
      address: details.success ? details.data.address : '',
      actor,
      now,
      publicOrderId,
      providerOrderId,
      reservedUntil: new Date(now.getTime() + RESERVATION_MINUTES * 60_000),
    });
    return response(order, shopper, payments.keyId);
  });
}
