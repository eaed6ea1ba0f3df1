/** The Order JSON of docs/architecture.md section 6: amounts in rupees, images as URLs, newest first. */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orderItems, orders, users } from '#server/db/schema';
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
  const exchanges = await exchangeLinks(
    db,
    rows.map((row) => row.order),
  );
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
    exchangeFor: exchanges.get(order.id)?.orderId ?? null,
    exchangeReturnId: exchanges.get(order.id)?.returnId ?? null,
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

/**
 * For each exchange order among these, the order it exchanges sizes of and the return that asked
 * for it (named in its `placed` event), so both pages link the two ways (docs/decisions/033).
 */
async function exchangeLinks(
  db: DbOrTx,
  rows: (typeof orders.$inferSelect)[],
): Promise<Map<number, { orderId: string; returnId: string | null }>> {
  const exchanges = rows.filter((row) => row.exchangeForOrderId !== null);
  const links = new Map<number, { orderId: string; returnId: string | null }>();
  if (exchanges.length === 0) return links;
  const originals = await db
    .select({ id: orders.id, orderId: orders.orderId })
    .from(orders)
    .where(
      inArray(
        orders.id,
        exchanges.map((row) => row.exchangeForOrderId!),
      ),
    );
  const placed = await db
    .select({ orderId: orderEvents.orderId, data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.type, 'placed'),
        inArray(
          orderEvents.orderId,
          exchanges.map((row) => row.id),
        ),
      ),
    );
  for (const row of exchanges) {
    const returnId = (placed.find((event) => event.orderId === row.id)?.data as { returnId?: string })
      ?.returnId;
    links.set(row.id, {
      orderId: originals.find((original) => original.id === row.exchangeForOrderId)!.orderId,
      returnId: returnId ?? null,
    });
  }
  return links;
}

/** One order as JSON, by its database id. */
export async function loadOrderJson(db: DbOrTx, orderDbId: number): Promise<OrderJson> {
  const [json] = await loadOrdersJson(db, eq(orders.id, orderDbId));
  return json!;
}
