/**
 * Shipping through a courier aggregator (docs/product.md, "Shipping"): the steps a parcel goes
 * through, the words the shopper and the admin read, and the shapes of the shipping calls,
 * shared by the API and the web app.
 */
import { z } from 'zod';

const orderIdSchema = z.string().trim().min(1).max(40);

/**
 * A shipment's tracking steps, in the order a parcel normally meets them. `failed_attempt`
 * (NDR) may happen more than once; the others once each.
 */
export const TRACKING_STAGES = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'rto_started',
  'rto_delivered',
  'delivered',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/** What the shopper's order page says for each step. */
export const STAGE_LABELS: Record<TrackingStage, string> = {
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  failed_attempt: 'Delivery attempt failed',
  rto_started: 'Being returned to us',
  rto_delivered: 'Returned to us',
  delivered: 'Delivered',
};

export const SHIPPING_MESSAGES = {
  noneSelected: 'Choose at least one order to ship.',
  tooMany: (most: number) => `Ship at most ${most} orders at once.`,
  alreadyBooking: 'This order is already being booked with the courier; reload in a minute.',
  notServiceable: 'The courier does not deliver to this pincode.',
  providerDown: 'The courier service did not answer; nothing was booked. Try again.',
  noShipment: 'This order was not shipped through the courier service.',
  notInNdr: 'This parcel has no failed delivery to act on.',
  reattemptDay: 'Choose a day from tomorrow to 7 days ahead, not a Sunday.',
  badToken: 'Unknown webhook token.',
  sandboxOnly: 'The sandbox shipping page works only with the sandbox courier.',
} as const;

export const MAX_SHIP_AT_ONCE = 50;

/**
 * The answer given to a failed delivery (docs/product.md, "Failed deliveries"), as the shipment
 * keeps it until the next failed attempt: another attempt on a day, with the shopper's note
 * (a corrected address line or landmark) and phone, or the shop's return to origin.
 */
export interface NdrAnswer {
  action: 'reattempt' | 'return';
  /** YYYY-MM-DD, for a reattempt. */
  date?: string;
  address?: string;
  mobile?: string;
  /** Who answered: the shopper from her order page, or the shop from its queue. */
  by: 'shopper' | 'shop';
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon, 30 Nov" for 2026-11-30: a reattempt day as the shopper and the owner read it. */
export function reattemptDayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** What was asked, in words: "another attempt on Mon, 30 Nov" or "a return to origin". */
export function ndrAnswerText(answer: NdrAnswer): string {
  return answer.action === 'return' || !answer.date
    ? 'a return to origin'
    : `another attempt on ${reattemptDayLabel(answer.date)}`;
}

export const shipOrdersSchema = z.object({
  orderIds: z
    .array(orderIdSchema, { error: SHIPPING_MESSAGES.noneSelected })
    .min(1, { error: SHIPPING_MESSAGES.noneSelected })
    .max(MAX_SHIP_AT_ONCE, { error: SHIPPING_MESSAGES.tooMany(MAX_SHIP_AT_ONCE) }),
});

export const labelsQuerySchema = z.object({
  orderIds: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(orderIdSchema).min(1, { error: SHIPPING_MESSAGES.noneSelected }).max(MAX_SHIP_AT_ONCE)),
});

/** What became of one order of a selection sent to the courier. */
export type ShipResult =
  | { orderId: string; outcome: 'shipped'; courier: string; awb: string; trackingUrl: string }
  | { orderId: string; outcome: 'failed'; reason: string };

export interface ShipSelectionResult {
  shipped: number;
  failed: number;
  results: ShipResult[];
  /** The courier's pickup request for the parcels booked, when any were. */
  pickup: { requested: boolean; message: string } | null;
}

/**
 * "Delivery by Fri, 29 Nov" for a pincode (GET /api/pincodes/:pincode/delivery-date), or a range
 * of two dates when no courier's estimate is known (BUSINESS.md section 8).
 */
export interface DeliveryDateAnswer {
  pincode: string;
  /** The latest day the parcel should arrive, YYYY-MM-DD in India. */
  date: string;
  /** The first day of the range when the date is the 3 to 7 day estimate; null for a courier's date. */
  earliestDate: string | null;
  /** "Fri, 29 Nov": the latest day. */
  label: string;
  /** "Delivery by Fri, 29 Nov", or "Delivery between Fri, 29 Nov and Tue, 3 Dec". */
  message: string;
  /** Whether the courier carries cash on delivery there. */
  codAvailable: boolean;
  /** Where the days came from: the booked courier's answer, or the 3-7 day estimate without one. */
  source: 'courier' | 'estimate';
}

export const reattemptSchema = z.object({
  /** YYYY-MM-DD, tomorrow to 7 days ahead (India's calendar). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: SHIPPING_MESSAGES.reattemptDay }),
  /** A corrected address line or phone for the courier; optional. */
  address: z.string().trim().max(300).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, { error: 'Enter a 10-digit mobile number' })
    .optional(),
});

export const ndrActionSchema = z.object({
  action: z.enum(['reattempt', 'update', 'return']),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  address: z.string().trim().max(300).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/)
    .optional(),
});

export const sandboxAdvanceSchema = z.object({
  stage: z.enum(TRACKING_STAGES),
  reason: z.string().trim().max(200).optional(),
});
