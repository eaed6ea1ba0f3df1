/**
 * After the order (docs/product.md, "After the order"): delivery, the shopper's cancel, returns and
 * exchanges. The states, labels and messages serve the server's checks and the web pages alike; the
 * requests are in after-order-requests.ts.
 */

import type { CreditNoteJson } from './invoices';
import type { OrderJson, PaymentMethod } from './orders';

/** Where an order's returns stand, shown as its badge: one open, or all settled. */
export const RETURN_STATES = ['requested', 'returned'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchanged',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** A return still moving: the admin has something to do with it. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
};

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/**
 * Where a refund of an order not paid online goes, at the shopper's choice (docs/product.md
 * section 22): store credit, or a bank or UPI transfer the admin records. An order paid online is
 * refunded to its own payment and has no choice.
 */
export const RETURN_REFUND_DESTINATIONS = ['store_credit', 'transfer'] as const;
export type RefundDestination = (typeof RETURN_REFUND_DESTINATIONS)[number];
export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  store_credit: 'Store credit (instant, usable on your next order)',
  transfer: 'Bank or UPI transfer',
};

/** Whether a refund of an order paid this way goes where the shopper chooses (not through the provider). */
export const choosesRefundDestination = (paymentMethod: PaymentMethod) =>
  paymentMethod === 'cod' || paymentMethod === 'store_credit';

export const RETURN_REASONS = ['too_small', 'too_large', 'damaged', 'wrong_item', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  other: 'Other',
};

export const RETURN_NOTE_MAX_LENGTH = 500;

export const AFTER_ORDER_MESSAGES = {
  cancelOnlyProcessed: 'Only a Processed order can be cancelled; this one has already left the warehouse.',
  exchangeNotCancellable:
    'An exchange order cannot be cancelled here. Please contact us if you no longer want it.',
  courier: 'Please choose a courier.',
  noCourierListed:
    'Please choose a courier: the shop lists none to dispatch with by default (Settings, Couriers).',
  unknownCourier: (name: string) => `"${name}" is not one of the shop's couriers.`,
  deliveredOnlyDispatched: (orderId: string, status: string) =>
    `Only a Dispatched order can be marked delivered; ${orderId} is ${status}.`,
  chooseOrders: 'Please choose at least one order.',
  tooManyOrders: 'At most 100 orders at once.',
  notDelivered: 'A return can be requested once the order has been delivered.',
  returnsOff: 'The shop is not accepting returns or exchanges at the moment.',
  windowClosed: (days: number) =>
    `Returns are accepted within ${days} calendar ${days === 1 ? 'day' : 'days'} of delivery; the window for this order has closed.`,
  chooseLines: 'Please choose at least one item to return.',
  unknownLine: 'That item is not part of this order.',
  tooManyUnits: (name: string, size: string, left: number) =>
    left > 0
      ? `You can return at most ${left} of ${name} in size ${size}.`
      : `${name} in size ${size} has already been returned.`,
  quantity: 'Please choose how many to return (1 or more).',
  reason: 'Please choose a reason.',
  note: 'Please tell us what is wrong (up to 500 characters).',
  noteTooLong: 'The note can be at most 500 characters.',
  resolution: 'Please choose a refund or another size.',
  exchangeSize: 'Please choose the size you want instead.',
  sameSize: 'Please choose a size different from the one you have.',
  exchangeSoldOut: (name: string, size: string, left: number) =>
    left > 0
      ? `Only ${left} of ${name} left in size ${size}; choose fewer, another size or a refund.`
      : `Size ${size} of ${name} is sold out; choose another size or a refund.`,
  exchangeSoldOutSinceRequest: (name: string, size: string) =>
    `Size ${size} of ${name} has sold out since the request, so the exchange cannot be approved. Reject it so the shopper can choose another size or a refund.`,
  rejectReason: 'Please give the shopper a reason (up to 500 characters).',
  restock: 'Please say whether the units go back into stock.',
  refundAmount: 'Please enter the amount to refund in paise (1 or more).',
  transferReference: 'Please enter the bank or UPI transfer reference (up to 100 characters).',
  refundTooLarge: (most: string) => `The refund can be at most ${most}, what was paid for these items.`,
  returnState: (returnId: string, status: string, action: string) =>
    `Return ${returnId} is ${status}; it cannot be ${action}.`,
  pickupOnlyApproved: (returnId: string, status: string) =>
    `Return ${returnId} is ${status}; a pickup is booked only while the parcel is awaited (approved).`,
  pickupBooked: (returnId: string) => `The pickup for return ${returnId} is already booked.`,
  notRefundReturn: 'This return asked for another size, not a refund.',
  refundTo: 'Please choose how you would like to be paid back.',
  refundToOnline:
    'This order was paid online, so its refund goes back to the original payment; there is nothing to choose.',
  refundToExchange: 'An exchange sends another size, so there is no refund to choose a way to pay.',
  tokenTo:
    'Please choose where the part you paid online goes back: your store credit or the original payment.',
} as const;

/**
 * Cancelling an order whose partial-COD token was paid online (docs/product.md section 22): the
 * token goes back to the original payment (the default) or to store credit, at the shopper's choice.
 */
export const CANCEL_TOKEN_DESTINATIONS = ['original', 'store_credit'] as const;
export type CancelTokenDestination = (typeof CANCEL_TOKEN_DESTINATIONS)[number];

/** The placeholder a courier's tracking-page URL template puts the tracking id in. */
export const TRACKING_ID_PLACEHOLDER = '{trackingId}';

/** The courier's tracking page for this id, or null when the courier has no page. */
export function trackingUrl(template: string | undefined, trackingId: string | null): string | null {
  if (!template || !trackingId) return null;
  return template.split(TRACKING_ID_PLACEHOLDER).join(encodeURIComponent(trackingId));
}

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The first moment after the return window: the window counts calendar days in India from the
 * day of delivery, so an order delivered at 9 pm on the 1st with a 2-day window may be returned
 * until midnight at the end of the 3rd.
 */
export function returnWindowEnd(deliveredAt: Date, days: number): Date {
  const local = new Date(deliveredAt.getTime() + IST_OFFSET_MS);
  const nextMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days + 1);
  return new Date(nextMidnight - IST_OFFSET_MS);
}

const lastDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The return window's last day in India, as "Sun, 29 Nov". The window ends at the midnight that
 * starts the next day (returnWindowEnd), which read as a time shows the day after, "30 Nov, 12:00
 * am"; the shopper is told the day the window is still open (docs/product.md, "Returns").
 */
export function returnWindowLastDay(endsAt: Date): string {
  return lastDayFormat.format(new Date(endsAt.getTime() - 1));
}

/**
 * Whether a delivered order may be returned now. A window of 0 days turns returns off
 * (docs/product.md, "After the order"): never open, not even on the day of delivery.
 */
export function returnWindowOpen(deliveredAt: Date, days: number, now: Date): boolean {
  return days > 0 && now < returnWindowEnd(deliveredAt, days);
}

export interface TimelineEntry {
  at: string;
  /** The order event's type, e.g. dispatched. */
  type: string;
  /** What happened, for people, e.g. "Dispatched with Delhivery (tracking ID 123)". */
  text: string;
  /** The courier's tracking page, on a dispatch. */
  link?: string;
}

export interface ReturnLineJson {
  lineId: number;
  name: string;
  size: string;
  quantity: number;
  exchangeSize: string | null;
  image: string;
  /** Rupees per unit, as charged. */
  price: number;
}

/**
 * A return's pickup by the courier service, booked when the return is approved (docs/product.md,
 * "Shipping"): booked, still being booked, or refused with the courier's reason.
 */
export type ReturnPickupJson =
  | { state: 'booked'; courier: string; awb: string; trackingUrl: string; fee: number }
  | { state: 'booking' }
  | { state: 'failed'; reason: string };

export interface ReturnJson {
  returnId: string;
  orderId: string;
  userName: string;
  status: ReturnStatus;
  resolution: ReturnResolution;
  reason: ReturnReason;
  note: string;
  rejectReason: string | null;
  restocked: boolean | null;
  /** Rupees refunded, once refunded. */
  refunded: number | null;
  refundReference: string | null;
  /** Where the refund goes, as the shopper chose; null for an order paid online and an exchange. */
  refundTo: RefundDestination | null;
  /** Where a transfer goes, in words ("UPI asha@okaxis"), until the refund is recorded. */
  payout: string | null;
  /** Rupees the shop may refund for these units (their price less their share of the discount). */
  refundable: number;
  paymentMethod: PaymentMethod;
  exchangeOrderId: string | null;
  /** The courier's pickup of the parcel; null before approval or when none was asked for. */
  pickup: ReturnPickupJson | null;
  lines: ReturnLineJson[];
  createdAt: string;
}

/** One order with everything its page shows (docs/product.md, "After the order"). */
export interface OrderDetailJson extends OrderJson {
  /** Rupees: the lines before discount, the discount and the delivery charge. */
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  couponCode: string | null;
  timeline: TimelineEntry[];
  returns: ReturnJson[];
  /** Units of each line not yet in a return (rejected returns give theirs back). */
  returnable: Record<number, number>;
  /** The return window, once delivered. */
  returnWindow: { days: number; endsAt: string; open: boolean } | null;
  canCancel: boolean;
  canReturn: boolean;
  /** A Processed COD order the shopper has not confirmed yet: the page offers Confirm. */
  canConfirmCod: boolean;
  /**
   * How the shop's messages about this order reach the shopper, in the order the shop sends them
   * (WhatsApp, SMS, mail): what the success page names. Empty before any message is queued.
   */
  messagedBy: ('whatsapp' | 'sms' | 'email')[];
  /**
   * The sizes of each line's product with nothing on sale now, which an exchange cannot ask for;
   * empty unless a return can be asked for.
   */
  soldOutSizes: Record<number, string[]>;
  /** Credit notes issued against the order's invoice (refunds after dispatch), first issued first. */
  creditNotes: CreditNoteJson[];
}
