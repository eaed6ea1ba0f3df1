/**
 * Everything the order page shows (docs/product.md, "After the order"): the order, its amounts,
 * its timeline read from the order events, its returns, which units may still be returned and
 * whether it may be cancelled or returned now. Also the admin's returns queue.
 */
import type { DbOrTx } from '#server/db/client';
import {
  type OrderDetailJson,
  type ReturnJson,
  type ReturnPickupJson,
  type ReturnStatus,
  returnWindowEnd,
  returnWindowOpen,
} from '#shared/after-order';
import { imageUrl } from '#shared/images';
import { paiseToRupees } from '#shared/money';
import { payoutText } from '#shared/refund-payout';
import { findShopper } from '../accounts/shoppers';
import { linkOpen } from '../cod';
import { creditNoteSummaries } from '../invoices';
import { messagesOfOrder } from '../mail/receipts';
import {
  eventsOfOrder,
  findOrderById,
  findShopperOrder,
  itemsOfOrder,
  loadOrderJson,
  type OrderItemRow,
  type OrderRow,
} from '../orders';
import { readSettings } from '../settings';
import { type ReversePickup, reversePickupOf } from '../shipping';
import { timelineOf } from './order-timeline';
import { paidPaise, refundablePaise, refundedPaise } from './return-money';
import { unitsLeftToReturn } from './return-request';
import { soldOutSizesOf } from './return-request-checks';
import { linesOfReturns, listReturns, type ReturnRow, returnsOfOrder } from './return-rows';

function pickupJson(pickup: ReversePickup | undefined): ReturnPickupJson | null {
  if (!pickup) return null;
  if (pickup.state !== 'booked') return pickup;
  const { feePaise, ...booked } = pickup;
  return { ...booked, fee: paiseToRupees(feePaise) };
}

/** Returns as JSON, with their lines, order ids, their pickup and what each may refund. */
export async function returnsJson(db: DbOrTx, rows: ReturnRow[]): Promise<ReturnJson[]> {
  const lines = await linesOfReturns(
    db,
    rows.map((row) => row.id),
  );
  const orders = new Map<number, { order: OrderRow; items: OrderItemRow[]; userName: string }>();
  const exchangeIds = new Map<number, string>();
  for (const row of rows) {
    if (!orders.has(row.orderId)) {
      const order = (await findOrderById(db, row.orderId))!;
      const shopper = await findShopper(db, order.userId);
      orders.set(row.orderId, { order, items: await itemsOfOrder(db, order.id), userName: shopper.userName });
    }
    if (row.exchangeOrderId && !exchangeIds.has(row.exchangeOrderId))
      exchangeIds.set(row.exchangeOrderId, (await findOrderById(db, row.exchangeOrderId))!.orderId);
  }
  // A reverse pickup's fee is kept from the refund (docs/product.md, "Shipping").
  const pickups = new Map<string, ReversePickup | undefined>();
  for (const row of rows) pickups.set(row.returnId, await reversePickupOf(db, row.orderId, row.returnId));
  return rows.map((row) => {
    const { order, items, userName } = orders.get(row.orderId)!;
    const own = lines.filter((line) => line.returnId === row.id);
    const pickup = pickups.get(row.returnId);
    const pickupFeePaise = pickup?.state === 'booked' ? pickup.feePaise : 0;
    return {
      returnId: row.returnId,
      orderId: order.orderId,
      userName,
      status: row.status,
      resolution: row.resolution,
      reason: row.reason,
      note: row.note,
      rejectReason: row.rejectReason,
      restocked: row.restocked,
      refunded: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
      refundReference: row.refundReference,
      refundTo: row.refundTo,
      payout: row.refundPayout ? payoutText(row.refundPayout) : null,
      refundable: paiseToRupees(Math.max(0, refundablePaise(order, items, own) - pickupFeePaise)),
      paymentMethod: order.paymentMethod,
      exchangeOrderId: row.exchangeOrderId ? (exchangeIds.get(row.exchangeOrderId) ?? null) : null,
      pickup: pickupJson(pickup),
      lines: own.map((line) => {
        const item = items.find((candidate) => candidate.id === line.orderItemId)!;
        return {
          lineId: item.id,
          name: item.name,
          size: item.size,
          colour: item.colour,
          quantity: line.quantity,
          exchangeSize: line.exchangeSize,
          image: imageUrl(item.imageId),
          price: paiseToRupees(item.unitPricePaise),
        };
      }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function loadOrderPage(
  db: DbOrTx,
  input: { userId: number; orderId: string; now: Date },
): Promise<OrderDetailJson> {
  const order = await findShopperOrder(db, input.userId, input.orderId);
  const [json, items, events, rows, couriers, { windowDays }, creditNotes, messages] = await Promise.all([
    loadOrderJson(db, order.id),
    itemsOfOrder(db, order.id),
    eventsOfOrder(db, order.id),
    returnsOfOrder(db, order.id),
    readSettings(db, 'couriers'),
    readSettings(db, 'returns'),
    creditNoteSummaries(db, [order.orderId]),
    messagesOfOrder(db, order.id),
  ]);
  const left = await unitsLeftToReturn(db, order, items);
  const subtotal = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const windowEnd = order.deliveredAt ? returnWindowEnd(order.deliveredAt, windowDays) : null;
  // A window of 0 days turns returns off: never open, not even on the day of delivery.
  const windowOpen =
    order.status === 'delivered' &&
    order.deliveredAt !== null &&
    returnWindowOpen(order.deliveredAt, windowDays, input.now);
  const canReturn = windowOpen && [...left.values()].some((units) => units > 0);
  return {
    ...json,
    subtotal: paiseToRupees(subtotal),
    discount: paiseToRupees(order.discountPaise),
    deliveryCharge: paiseToRupees(order.deliveryChargePaise),
    couponCode: order.couponCode,
    timeline: timelineOf(events, couriers),
    returns: await returnsJson(db, [...rows].reverse()),
    returnable: Object.fromEntries(left),
    returnWindow: windowEnd ? { days: windowDays, endsAt: windowEnd.toISOString(), open: windowOpen } : null,
    canCancel: order.status === 'captured' && order.exchangeForOrderId === null,
    canConfirmCod: linkOpen(order) && order.codConfirmedAt === null,
    messagedBy: (['whatsapp', 'sms', 'email'] as const).filter((channel) =>
      messages.some((message) => message.channel === channel),
    ),
    canReturn,
    soldOutSizes: canReturn ? await soldOutSizesOf(db, items) : {},
    creditNotes: creditNotes.get(order.orderId) ?? [],
  };
}

/** The back office's returns queue: open returns (or one status), newest first. */
export async function listReturnsQueue(db: DbOrTx, status: 'open' | ReturnStatus): Promise<ReturnJson[]> {
  const statuses: ReturnStatus[] = status === 'open' ? ['requested', 'approved', 'received'] : [status];
  return returnsJson(db, await listReturns(db, statuses));
}

/** Paid and refunded paise of an order, for the property test's invariant and the admin's view. */
export async function moneyOfOrder(db: DbOrTx, order: OrderRow) {
  return { paid: paidPaise(order), refunded: refundedPaise(await eventsOfOrder(db, order.id)) };
}
