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
  type TimelineEntry,
  trackingUrl,
} from '#shared/after-order';
import { imageUrl } from '#shared/images';
import { formatRupees, paiseToRupees } from '#shared/money';
import { findCourier } from '#shared/settings/couriers';
import { reattemptDayLabel, STAGE_LABELS, type TrackingStage } from '#shared/shipping';
import { findShopper } from '../accounts/shoppers';
import { creditNoteSummaries } from '../invoices';
import {
  eventsOfOrder,
  findOrderById,
  findShopperOrder,
  itemsOfOrder,
  loadOrderJson,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from '../orders';
import { readSettings } from '../settings';
import { type ReversePickup, reversePickupOf } from '../shipping';
import { paidPaise, refundablePaise, refundedPaise } from './return-money';
import { unitsLeftToReturn } from './return-request';
import { soldOutSizesOf } from './return-request-checks';
import { linesOfReturns, listReturns, type ReturnRow, returnsOfOrder } from './return-rows';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

type EventData = Record<string, unknown> & {
  paymentId?: string;
  amountPaise?: number;
  courier?: string | null;
  trackingId?: string;
  returnId?: string;
  units?: string;
  reason?: string;
  reference?: string;
  exchangeOrderId?: string | null;
  exchangeFor?: string;
  restocked?: boolean;
  paymentMethod?: string;
  /** Where a recorded refund went: 'store_credit', or a transfer when absent. */
  to?: string;
};

/** Each event the shopper should see, in words; refund attempts and other plumbing are left out. */
function describeEvent(event: OrderEventRow, courierUrl: (name: string, id: string) => string | null) {
  const data = event.data as EventData;
  const byShopper = event.actor.startsWith('shopper:');
  switch (event.type) {
    case 'placed':
      if (data.exchangeFor)
        return { text: `Exchange order placed for order ${data.exchangeFor}, at no charge` };
      return { text: data.paymentMethod === 'cod' ? 'Order placed, to pay on delivery' : 'Order placed' };
    case 'awaiting_payment':
      return { text: 'Order placed' };
    case 'payment_captured':
    case 'late_payment_fulfilled':
      return { text: `Payment received (payment ID ${data.paymentId})` };
    case 'address_changed':
      return { text: 'Delivery address changed' };
    case 'dispatched': {
      const courier = data.courier ? ` with ${data.courier}` : '';
      // A parcel booked through the courier service carries its own tracking link.
      const link =
        typeof data.trackingUrl === 'string'
          ? data.trackingUrl
          : data.courier && data.trackingId
            ? courierUrl(data.courier, data.trackingId)
            : null;
      return { text: `Dispatched${courier} (tracking ID ${data.trackingId})`, ...(link ? { link } : {}) };
    }
    case 'delivered':
      return { text: 'Delivered' };
    case 'rto':
      return { text: 'Being returned to us: the courier could not deliver it' };
    // Receiving it closes the order (docs/product.md section 22); a refund shows as its own event.
    case 'rto_received':
      return { text: 'Back with us undelivered, so the order is closed' };
    // The courier's steps (docs/product.md, "Shipping"); delivered and RTO read from the status events above.
    case 'shipment_picked_up':
    case 'shipment_in_transit':
    case 'shipment_out_for_delivery':
    case 'shipment_rto_delivered':
      return { text: STAGE_LABELS[event.type.slice('shipment_'.length) as TrackingStage] };
    case 'shipment_failed_attempt':
      return { text: `Delivery attempt failed${data.reason ? `: ${data.reason}` : ''}` };
    case 'return_pickup_booked':
      return {
        text: `Return ${data.returnId}: pickup booked with ${data.courier} (AWB ${data.awb})`,
        ...(typeof data.trackingUrl === 'string' ? { link: data.trackingUrl } : {}),
      };
    case 'return_pickup_picked_up':
    case 'return_pickup_in_transit':
    case 'return_pickup_delivered':
      return {
        text: `Return pickup: ${event.type === 'return_pickup_picked_up' ? 'collected from you' : event.type === 'return_pickup_in_transit' ? 'on its way to us' : 'reached us'}`,
      };
    case 'ndr_reattempt_requested':
      return {
        text: data.date
          ? `Another delivery attempt asked for ${reattemptDayLabel(String(data.date))}`
          : 'Another delivery attempt asked for',
      };
    case 'cancelled':
      return { text: byShopper ? 'Cancelled by you' : 'Cancelled by the shop' };
    case 'refund_requested':
      return { text: `Refund of ${rupees(data.amountPaise ?? 0)} started to the original payment method` };
    case 'refund_issued':
      return { text: `Refund of ${rupees(data.amountPaise ?? 0)} issued` };
    case 'refund_recorded':
      if (data.to === 'store_credit')
        return { text: `Refund of ${rupees(data.amountPaise ?? 0)} added to your store credit` };
      return {
        text: `Refund of ${rupees(data.amountPaise ?? 0)} sent by bank or UPI transfer (reference ${data.reference})`,
      };
    case 'return_requested':
      return { text: `Return ${data.returnId} requested: ${data.units}` };
    case 'return_approved':
      return {
        text: data.exchangeOrderId
          ? `Return ${data.returnId} approved; exchange order ${data.exchangeOrderId} placed`
          : `Return ${data.returnId} approved`,
      };
    case 'return_rejected':
      return { text: `Return ${data.returnId} rejected: ${data.reason}` };
    case 'return_received':
      return { text: `Return ${data.returnId} received` };
    case 'return_refunded':
      return { text: `Return ${data.returnId} refunded: ${rupees(data.amountPaise ?? 0)}` };
    default:
      return undefined;
  }
}

export function timelineOf(
  events: OrderEventRow[],
  couriers: Awaited<ReturnType<typeof readSettings<'couriers'>>>,
): TimelineEntry[] {
  const courierUrl = (name: string, id: string) =>
    trackingUrl(findCourier(couriers, name)?.trackingUrlTemplate, id);
  return events.flatMap((event) => {
    const described = describeEvent(event, courierUrl);
    return described ? [{ at: event.createdAt.toISOString(), type: event.type, ...described }] : [];
  });
}

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
  const [json, items, events, rows, couriers, { windowDays }, creditNotes] = await Promise.all([
    loadOrderJson(db, order.id),
    itemsOfOrder(db, order.id),
    eventsOfOrder(db, order.id),
    returnsOfOrder(db, order.id),
    readSettings(db, 'couriers'),
    readSettings(db, 'returns'),
    creditNoteSummaries(db, [order.orderId]),
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
  const exchangeFor = order.exchangeForOrderId
    ? await findOrderById(db, order.exchangeForOrderId)
    : undefined;
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
    canReturn,
    soldOutSizes: canReturn ? await soldOutSizesOf(db, items) : {},
    exchangeFor: exchangeFor?.orderId ?? null,
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
