/** The Order JSON of docs/architecture.md section 6: amounts in rupees, images as URLs, newest first. */
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, orders, users } from '#server/db/schema';
import { trackingUrl } from '#shared/after-order';
import { imageUrl } from '#shared/images';
import { paiseToRupees } from '#shared/money';
import type { OrderJson } from '#shared/orders';
import { findCourier } from '#shared/settings/couriers';
import { readSettings } from '../settings';

export async function loadOrdersJson(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<OrderJson[]> {
  const rows = await db
    .select({ order: orders, userName: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const couriers = await readSettings(db, 'couriers');
  const { flagUnconfirmedAfterHours: flagHours } = await readSettings(db, 'cod');
  const flagBefore = Date.now() - flagHours * 3_600_000;
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map(({ order, userName }) => ({
    orderId: order.orderId,
    paymentId: order.paymentId,
    userName,
    mobile: order.mobile,
    address: order.address,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        lineId: item.id,
        itemId: item.itemId,
        name: item.name,
        image: imageUrl(item.imageId),
        price: paiseToRupees(item.unitPricePaise),
        quantity: item.quantity,
        selectedSize: item.size,
        colour: item.colour,
      })),
    amount: paiseToRupees(order.amountPaise),
    deliveryCharge: paiseToRupees(order.deliveryChargePaise),
    couponCode: order.couponCode,
    discount: paiseToRupees(order.discountPaise),
    prepaidDiscount: paiseToRupees(order.prepaidDiscountPaise),
    codFee: paiseToRupees(order.codFeePaise),
    codToken: paiseToRupees(order.codTokenPaise),
    status: order.status,
    trackingId: order.trackingId,
    courier: order.courier,
    trackingUrl: order.courier
      ? trackingUrl(findCourier(couriers, order.courier)?.trackingUrlTemplate, order.trackingId)
      : null,
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    returnState: order.returnState,
    paymentMethod: order.paymentMethod,
    storeCredit: paiseToRupees(order.storeCreditPaise),
    codConfirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    codFlagged:
      order.paymentMethod === 'cod' &&
      order.status === 'captured' &&
      order.codConfirmedAt === null &&
      order.createdAt.getTime() < flagBefore,
    codFlagHours: flagHours,
    createdAt: order.createdAt.toISOString(),
    deliveryAddress: order.deliveryAddress ?? null,
  }));
}

/** One order as JSON, by its database id. */
export async function loadOrderJson(db: DbOrTx, orderDbId: number): Promise<OrderJson> {
  const [json] = await loadOrdersJson(db, eq(orders.id, orderDbId));
  return json!;
}
