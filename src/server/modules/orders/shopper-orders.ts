/** The shopper's side of orders: their list, and an address change while Processed. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import type { UpdateAddressInput } from '#shared/order-requests';
import type { OrderJson } from '#shared/orders';
import { findShopper, fullName, lockShopper } from '../accounts/shoppers';
import {
  checkDeliverable,
  checkDeliveryDetails,
  listedForNoCashOnDelivery,
  type ServiceabilitySettings,
} from '../delivery';
import { recordEvent, shopperActor } from './order-events';
import { loadOrdersJson } from './order-json';
import { findOrderByPublicId, type OrderRow } from './order-queries';

/** Orders awaiting, or never given, an online payment are not the shopper's orders (yet). */
export const SHOPPER_VISIBLE_STATUSES = [
  'captured',
  'dispatched',
  'delivered',
  'cancelled',
  'rto',
  'rto_received',
] as const;

export function listShopperOrders(db: DbOrTx, userId: number): Promise<OrderJson[]> {
  return loadOrdersJson(
    db,
    and(eq(orders.userId, userId), inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES])),
  );
}

/**
 * Change Address while Processed, with checkout's rules (docs/product.md section 12): a real
 * pincode in the state chosen, one the shop delivers to, and for cash on delivery one where it
 * is offered. The amount is not looked at again: it was accepted when the order was placed.
 */
export async function updateOrderAddress(
  db: DbOrTx,
  input: { userId: number; change: UpdateAddressInput; rules: ServiceabilitySettings; now: Date },
): Promise<OrderJson> {
  const { change } = input;
  const receiver = fullName(await findShopper(db, input.userId));
  return db.transaction(async (tx) => {
    const order = await findOrderByPublicId(tx, change.orderId, true);
    // Someone else's order answers exactly like a missing one.
    if (!order || order.userId !== input.userId || order.status === 'pending_payment') {
      throw new AppError('not_found', 'Order not found.');
    }
    if (order.status !== 'captured') {
      throw new AppError('conflict', 'The address can only be changed while the order is Processed.', {
        code: 'order_state',
      });
    }
    const checked = checkDeliveryDetails(
      change.kind === 'structured'
        ? { kind: 'structured', deliveryAddress: change.deliveryAddress, saveAddress: false }
        : { kind: 'text', mobile: order.mobile, address: change.newAddress },
      order.deliveryAddress?.fullName || receiver,
    );
    const { pincode } = checked.deliveryAddress;
    checkDeliverable(pincode, input.rules);
    if (order.paymentMethod === 'cod') listedForNoCashOnDelivery(pincode, input.rules);
    await tx
      .update(orders)
      .set({ ...checked, updatedAt: input.now })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: shopperActor(input.userId),
      type: 'address_changed',
      data: { from: order.address, to: checked.address },
      at: input.now,
    });
    const [json] = await loadOrdersJson(tx, eq(orders.id, order.id));
    return json!;
  });
}

/**
 * One of the shopper's own orders, or 404 exactly as for a missing one (someone else's order,
 * or one still awaiting payment, is not theirs to see).
 */
export async function findShopperOrder(
  db: DbOrTx,
  userId: number,
  orderId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrderByPublicId(db, orderId, lock);
  if (
    !order ||
    order.userId !== userId ||
    !(SHOPPER_VISIBLE_STATUSES as readonly string[]).includes(order.status)
  )
    throw new AppError('not_found', 'Order not found.');
  return order;
}

/**
 * The shopper's own Processed order, locked for their cancel: the shopper's row first, then the
 * order (docs/architecture.md section 7's lock order). An exchange's ₹0 order is not theirs to cancel.
 */
export async function lockShopperCapturedOrder(
  tx: DbOrTx,
  userId: number,
  orderId: string,
): Promise<OrderRow> {
  await lockShopper(tx, userId);
  const order = await findShopperOrder(tx, userId, orderId, true);
  if (order.status !== 'captured')
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.cancelOnlyProcessed, { code: 'order_state' });
  if (order.exchangeForOrderId !== null)
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.exchangeNotCancellable, { code: 'order_state' });
  return order;
}
