/** Checkout, payment and order rules (docs/product.md sections 3, 4, 5, 7, 8; docs/architecture.md sections 6 and 7). */

import { z } from 'zod';
import { couponField } from './coupons';
import type { ErrorCode } from './error-codes';
import { formatRupees, paiseToRupees } from './money';

/** Order statuses as stored and sent (docs/architecture.md section 7's state machine). */
export const ORDER_STATUSES = [
  'pending_payment',
  'captured',
  'dispatched',
  'delivered',
  'cancelled',
  'expired',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MISSING_DETAILS_MESSAGE = 'Please enter mobile number and delivery address';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
export const ADDRESS_MESSAGE = 'The delivery address must be 10 to 500 characters.';
export const CART_CHANGED_MESSAGE = 'Your cart has changed. Please review your order.';
export const TRACKING_ID_MESSAGE = "Tracking ID can't be left empty";
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully!';

/**
 * The largest grand total one order may have: ₹2,00,00,000. Amounts are int4 paise in the
 * database (at most 2,147,483,647, about ₹2.14 crore), so every order amount fits with room.
 */
export const MAX_ORDER_TOTAL_PAISE = 2_000_000_000;

export function orderTooLargeMessage(): string {
  const most = formatRupees(paiseToRupees(MAX_ORDER_TOTAL_PAISE));
  return `One order can come to at most ${most}. Please remove some items from your cart.`;
}

/** Marks the sandbox payment window's postMessage to the checkout page. */
export const SANDBOX_MESSAGE_SOURCE = 'oversized-sandbox-checkout';

export const ADDRESS_MIN_LENGTH = 10;
export const ADDRESS_MAX_LENGTH = 500;

/**
 * A 10-digit Indian mobile number. Spaces and dashes are ignored, and a +91 or 0 prefix is
 * accepted and stripped, so "+91 98765-43210" is stored as "9876543210".
 */
export function normaliseMobile(raw: string): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  const digits = compact.replace(/^(\+91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const mobileSchema = required(MISSING_DETAILS_MESSAGE).transform((value, ctx) => {
  const mobile = normaliseMobile(value);
  if (mobile === undefined) {
    ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
    return z.NEVER;
  }
  return mobile;
});

export const addressSchema = required(MISSING_DETAILS_MESSAGE)
  .min(ADDRESS_MIN_LENGTH, { error: ADDRESS_MESSAGE })
  .max(ADDRESS_MAX_LENGTH, { error: ADDRESS_MESSAGE });

/** Cash on delivery, and the delivery details of an online order. */
export const deliveryDetailsSchema = z.object({ mobile: mobileSchema, address: addressSchema });
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/** place-cod-order: the delivery details and, optionally, a coupon code (docs/product.md section 13). */
export const placeCodOrderSchema = deliveryDetailsSchema.extend(couponField);

/**
 * `amount` is the grand total the shopper saw, in paise; the server compares it with its own.
 * Mobile and address are optional here (the client may send them at verification, docs/product.md section 7) but the web app sends
 * them, so an order paid while the browser is closed still has a delivery address.
 */
export const createOrderSchema = z.object({
  amount: z.number({ error: 'Please send the order amount in paise.' }).int().positive(),
  mobile: z.unknown().optional(),
  address: z.unknown().optional(),
  ...couponField,
});

const providerId = (what: string) =>
  z
    .string({ error: `Missing ${what}.` })
    .trim()
    .min(1, { error: `Missing ${what}.` })
    .max(100);

export const verifyPaymentSchema = z.object({
  order_id: providerId('order id'),
  payment_id: providerId('payment id'),
  signature: providerId('payment signature'),
  mobile: mobileSchema,
  address: addressSchema,
  /** Sent by the web app (docs/product.md section 7); never trusted. */
  totalAmount: z.unknown().optional(),
  userData: z.unknown().optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** The shopper closed the payment window or the payment failed: let the reservation go now. */
export const abandonPaymentSchema = z.object({ order_id: providerId('order id') });

export const publicOrderIdSchema = z.string({ error: 'Missing order id.' }).trim().min(1).max(40);

export const updateAddressSchema = z.object({
  orderId: publicOrderIdSchema,
  newAddress: addressSchema,
});

export const dispatchSchema = z.object({
  orderId: publicOrderIdSchema,
  trackingId: z
    .string({ error: TRACKING_ID_MESSAGE })
    .trim()
    .min(1, { error: TRACKING_ID_MESSAGE })
    .max(100, { error: 'The tracking ID is too long.' }),
  /** The courier carrying the parcel, stored on the order (docs/product.md section 15). */
  courier: z.string().trim().max(100, { error: 'The courier name is too long.' }).optional(),
});

export const cancelOrderSchema = z.object({ orderId: publicOrderIdSchema });

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(ORDER_STATUSES).optional(),
});

export interface OrderItemJson {
  itemId: string;
  name: string;
  image: string;
  /** Rupees, per unit, as charged. */
  price: number;
  quantity: number;
  selectedSize: string;
}

export interface OrderJson {
  orderId: string;
  paymentId: string | null;
  userName: string;
  mobile: string;
  address: string;
  items: OrderItemJson[];
  /** Grand total in rupees, delivery included and the coupon discount taken off. */
  amount: number;
  /** Rupees. */
  deliveryCharge: number;
  /** The coupon applied (upper-case) and its discount in rupees; null and 0 without one. */
  couponCode: string | null;
  discount: number;
  status: string;
  trackingId: string | null;
  paymentMethod: 'online' | 'cod';
  createdAt: string;
}

export interface PlacedOrderResponse {
  success: true;
  orderId: string;
}

export interface OnlineOrderResponse {
  /** The payment provider's order id. */
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Public key for the provider's checkout; "sandbox" in test mode. */
  keyId: string;
  name: string;
  email: string;
}

export type VerifyPaymentResponse =
  | { success: true; orderId: string }
  | { success: false; errorMessage: string; code: ErrorCode };

export interface AbandonPaymentResponse {
  /** "paid" when the provider had taken the money after all. */
  outcome: 'released' | 'paid' | 'closed';
  orderId: string;
}
