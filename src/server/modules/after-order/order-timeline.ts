/**
 * The order page's timeline (docs/product.md, "After the order"): each order event the shopper
 * should see, in words, oldest first. Refund attempts and other plumbing are left out.
 */
import { type TimelineEntry, trackingUrl } from '#shared/after-order';
import { formatRupees, paiseToRupees } from '#shared/money';
import { findCourier } from '#shared/settings/couriers';
import { reattemptDayLabel, STAGE_LABELS, type TrackingStage } from '#shared/shipping';
import type { OrderEventRow } from '../orders';
import type { readSettings } from '../settings';

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
        return {
          text: data.returnId
            ? `Exchange order placed for return ${data.returnId} of order ${data.exchangeFor}, at no charge`
            : `Exchange order placed for order ${data.exchangeFor}, at no charge`,
        };
      return { text: data.paymentMethod === 'cod' ? 'Order placed, to pay on delivery' : 'Order placed' };
    // The shopper's yes to a cash-on-delivery order (docs/product.md section 22).
    case 'cod_confirmed':
      return { text: 'COD confirmed: we will send it' };
    // "Pay online now" turned a COD order prepaid (docs/decisions/033).
    case 'paid_online': {
      const paid = typeof data.amountPaise === 'number' ? ` ${rupees(data.amountPaise)}` : '';
      return { text: `Paid${paid} online (payment ID ${data.paymentId}): nothing to pay on delivery` };
    }
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
