/**
 * The ₹0 order an exchange ships (docs/product.md, "After the order"): the new size of each
 * returned line, to the original order's address, placed when the return is approved so its
 * stock is taken then and cannot sell out before the old parcel comes back.
 */
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { type Actor, recordEvent } from './order-events';
import { newPublicOrderId } from './order-id';
import type { OrderItemRow, OrderRow } from './order-queries';
import { tryTakeStock } from './stock';

export interface ExchangeLine {
  item: OrderItemRow;
  size: string;
  quantity: number;
}

/**
 * Takes the new sizes' stock (409 out_of_stock naming the product and size when short, in words
 * for the admin approving) and places the order.
 */
export async function placeExchangeOrder(
  tx: DbOrTx,
  input: { original: OrderRow; lines: ExchangeLine[]; actor: Actor; now: Date },
): Promise<OrderRow> {
  const { original } = input;
  // The public id is chosen first so the stock history names the order taking the units.
  const publicOrderId = newPublicOrderId();
  const taken = await tryTakeStock(
    tx,
    input.lines.map((line) => ({
      productId: line.item.productId,
      size: line.size,
      quantity: line.quantity,
      name: line.item.name,
    })),
    { actor: input.actor, reason: 'exchange', orderId: publicOrderId },
  );
  // The request checked the size was on sale; it may have sold out since. Said to the admin in
  // exchange terms, not checkout's "update your cart"; the throw rolls back what was taken.
  if (!taken.ok)
    throw new AppError(
      'conflict',
      AFTER_ORDER_MESSAGES.exchangeSoldOutSinceRequest(taken.short.name, taken.short.size),
      { code: 'out_of_stock' },
    );
  const [order] = await tx
    .insert(orders)
    .values({
      orderId: publicOrderId,
      userId: original.userId,
      // Nothing to collect at the door: the shopper paid with the original order.
      paymentMethod: 'cod',
      status: 'captured',
      amountPaise: 0,
      deliveryChargePaise: 0,
      mobile: original.mobile,
      address: original.address,
      deliveryAddress: original.deliveryAddress,
      exchangeForOrderId: original.id,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  await tx.insert(orderItems).values(
    input.lines.map((line) => ({
      orderId: order!.id,
      productId: line.item.productId,
      itemId: line.item.itemId,
      name: line.item.name,
      imageId: line.item.imageId,
      size: line.size,
      // An exchange is another size of the same colour item.
      colour: line.item.colour,
      quantity: line.quantity,
      unitPricePaise: 0,
    })),
  );
  await recordEvent(tx, {
    orderDbId: order!.id,
    actor: input.actor,
    type: 'placed',
    data: { to: 'captured', paymentMethod: 'cod', amountPaise: 0, exchangeFor: original.orderId },
    at: input.now,
  });
  return order!;
}
