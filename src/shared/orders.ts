/** Checkout, payment and order rules (docs/product.md sections 3, 4, 5, 7, 8; docs/architecture.md sections 6 and 7). */

import { z } from 'zod';
import {
  type DeliveryAddress,
  deliveryAddressSchema,
  MISSING_DETAILS_MESSAGE,
  MOBILE_MESSAGE,
  mobileSchema,
  normaliseMobile,
} from './address';
import { STORE_CREDIT_MESSAGES } from './cod';
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
  // Returned to origin: the courier is bringing a dispatched order back, then the shop has it
  // (docs/product.md, cash on delivery without the losses).
  'rto',
  'rto_received',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How an order is paid: online, in cash on delivery (part of it may be store credit), or wholly
 * from store credit (docs/product.md section 22).
 */
export const PAYMENT_METHODS = ['online', 'cod', 'store_credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export { MISSING_DETAILS_MESSAGE, MOBILE_MESSAGE, mobileSchema, normaliseMobile };
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

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const addressSchema = required(MISSING_DETAILS_MESSAGE)
  .min(ADDRESS_MIN_LENGTH, { error: ADDRESS_MESSAGE })
  .max(ADDRESS_MAX_LENGTH, { error: ADDRESS_MESSAGE });

/** The older form: a mobile number and the address as one line of text. */
export const textDeliveryDetailsSchema = z.object({ mobile: mobileSchema, address: addressSchema });

/**
 * The delivery details of an order (docs/product.md section 12): the structured
 * `deliveryAddress` the web app sends, or, from API clients written before it, `mobile` and one
 * line of `address` (the server then needs a real pincode inside that line). `saveAddress` also
 * keeps a structured address in the shopper's address book.
 */
export type DeliveryDetails = (
  | { kind: 'structured'; deliveryAddress: DeliveryAddress; saveAddress: boolean }
  | { kind: 'text'; mobile: string; address: string }
) & {
  /** The shopper ticked "order updates on WhatsApp" (docs/product.md section 21). */
  whatsappOptIn?: boolean;
};

/** Copies a nested schema's issues onto the outer one, so each keeps its own message. */
function parseInto<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ctx: z.core.$RefinementCtx,
  path: PropertyKey[],
): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  return undefined;
}

export const deliveryDetailsFields = {
  deliveryAddress: z.unknown().optional(),
  mobile: z.unknown().optional(),
  address: z.unknown().optional(),
  saveAddress: z.boolean({ error: 'saveAddress must be true or false.' }).optional(),
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false.' }).optional(),
};

export function toDeliveryDetails(
  body: {
    deliveryAddress?: unknown;
    mobile?: unknown;
    address?: unknown;
    saveAddress?: boolean;
    whatsappOptIn?: boolean;
  },
  ctx: z.core.$RefinementCtx,
): DeliveryDetails {
  if (body.deliveryAddress !== undefined) {
    const deliveryAddress = parseInto(deliveryAddressSchema, body.deliveryAddress, ctx, ['deliveryAddress']);
    if (!deliveryAddress) return z.NEVER;
    return {
      kind: 'structured',
      deliveryAddress,
      saveAddress: body.saveAddress ?? false,
      whatsappOptIn: body.whatsappOptIn ?? false,
    };
  }
  const text = parseInto(textDeliveryDetailsSchema, { mobile: body.mobile, address: body.address }, ctx, []);
  if (!text) return z.NEVER;
  return { kind: 'text', ...text, whatsappOptIn: body.whatsappOptIn ?? false };
}

/** Cash on delivery, and the delivery details sent with verify-payment. */
export const deliveryDetailsSchema = z.object(deliveryDetailsFields).transform(toDeliveryDetails);

/** True when a request carries any delivery details at all (create-order may leave them for verify-payment). */
export const hasDeliveryDetails = (body: {
  deliveryAddress?: unknown;
  mobile?: unknown;
  address?: unknown;
}) => body.deliveryAddress !== undefined || body.mobile !== undefined || body.address !== undefined;

/**
 * place-cod-order: the delivery details and, optionally, a coupon code (docs/product.md section
 * 13) and whether to pay what it can from the shopper's store credit (section 18).
 */
export const placeCodOrderSchema = z
  .object({ ...deliveryDetailsFields, ...couponField, useStoreCredit: z.boolean().optional() })
  .transform((body, ctx) => ({
    details: toDeliveryDetails(body, ctx),
    couponCode: body.couponCode,
    useStoreCredit: body.useStoreCredit ?? false,
  }));

/** place-store-credit-order: the whole order paid from store credit (docs/product.md section 22). */
export const placeStoreCreditOrderSchema = z
  .object({ ...deliveryDetailsFields, ...couponField })
  .transform((body, ctx) => ({ details: toDeliveryDetails(body, ctx), couponCode: body.couponCode }));

/**
 * `amount` is the grand total the shopper saw, in paise; the server compares it with its own.
 * Mobile and address are optional here (the client may send them at verification, docs/product.md section 7) but the web app sends
 * them, so an order paid while the browser is closed still has a delivery address.
 */
export const createOrderSchema = z
  .object({
    amount: z.number({ error: 'Please send the order amount in paise.' }).int().positive(),
    /** Partial cash on delivery (docs/product.md section 22): `amount` is the token paid now. */
    partialCod: z.boolean({ error: 'partialCod must be true or false.' }).optional(),
    /**
     * Store credit pays what it can and `amount` is the rest, paid online (docs/product.md
     * section 22). Not with partial COD, whose token is a fixed part of the cash price.
     */
    useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false.' }).optional(),
    ...deliveryDetailsFields,
    ...couponField,
  })
  .refine((body) => !(body.partialCod && body.useStoreCredit), {
    error: STORE_CREDIT_MESSAGES.notWithPartialCod,
    path: ['useStoreCredit'],
  })
  .transform((body, ctx) => ({
    amount: body.amount,
    partialCod: body.partialCod === true,
    useStoreCredit: body.useStoreCredit === true,
    details: hasDeliveryDetails(body) ? toDeliveryDetails(body, ctx) : undefined,
    couponCode: body.couponCode,
  }));

const providerId = (what: string) =>
  z
    .string({ error: `Missing ${what}.` })
    .trim()
    .min(1, { error: `Missing ${what}.` })
    .max(100);

export const verifyPaymentSchema = z
  .object({
    order_id: providerId('order id'),
    payment_id: providerId('payment id'),
    signature: providerId('payment signature'),
    ...deliveryDetailsFields,
    /** Sent by the web app (docs/product.md section 7); never trusted. */
    totalAmount: z.unknown().optional(),
    userData: z.unknown().optional(),
  })
  .transform((body, ctx) => ({
    order_id: body.order_id,
    payment_id: body.payment_id,
    signature: body.signature,
    details: toDeliveryDetails(body, ctx),
  }));
export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

/** The shopper closed the payment window or the payment failed: let the reservation go now. */
export const abandonPaymentSchema = z.object({ order_id: providerId('order id') });

export const publicOrderIdSchema = z.string({ error: 'Missing order id.' }).trim().min(1).max(40);

/**
 * Change Address on a Processed order: the structured `deliveryAddress` (the web app's form), or
 * one line of `newAddress` with a real pincode inside it (older API clients).
 */
export const updateAddressSchema = z
  .object({
    orderId: publicOrderIdSchema,
    deliveryAddress: z.unknown().optional(),
    newAddress: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (body.deliveryAddress !== undefined) {
      const deliveryAddress = parseInto(deliveryAddressSchema, body.deliveryAddress, ctx, [
        'deliveryAddress',
      ]);
      return deliveryAddress
        ? { orderId: body.orderId, kind: 'structured' as const, deliveryAddress }
        : z.NEVER;
    }
    const newAddress = parseInto(addressSchema, body.newAddress, ctx, ['newAddress']);
    return newAddress ? { orderId: body.orderId, kind: 'text' as const, newAddress } : z.NEVER;
  });
export type UpdateAddressInput = z.output<typeof updateAddressSchema>;

export const COURIER_MESSAGE = 'Please choose a courier.';

/**
 * A dispatch: the tracking id and the courier (one of the couriers setting's names). The back
 * office always names the courier; SPEC's dispatch call sends only the order and tracking id,
 * and then the shop's first listed courier is used (docs/product.md section 5). A courier sent
 * blank is a mistake, not a choice: it is refused.
 */
export const dispatchSchema = z.object({
  orderId: publicOrderIdSchema,
  courier: z
    .string({ error: COURIER_MESSAGE })
    .trim()
    .min(1, { error: COURIER_MESSAGE })
    .max(40, { error: COURIER_MESSAGE })
    .optional(),
  trackingId: z
    .string({ error: TRACKING_ID_MESSAGE })
    .trim()
    .min(1, { error: TRACKING_ID_MESSAGE })
    .max(100, { error: 'The tracking ID is too long.' }),
});

export const cancelOrderSchema = z.object({ orderId: publicOrderIdSchema });

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(ORDER_STATUSES).optional(),
});

export interface OrderItemJson {
  /** The line's id within the shop, which a return names. */
  lineId: number;
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
  /** Rupees off for paying online, the cash-on-delivery fee, and partial COD's token paid online (docs/product.md section 22); 0 when none. */
  prepaidDiscount: number;
  codFee: number;
  codToken: number;
  status: string;
  trackingId: string | null;
  courier: string | null;
  /** The courier's tracking page for this parcel, when the courier has one. */
  trackingUrl: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  /** 'requested' while a return is open, 'returned' once settled (docs/product.md, "After the order"). */
  returnState: 'requested' | 'returned' | null;
  paymentMethod: PaymentMethod;
  /** Rupees of the amount paid from store credit; the rest is paid online or in cash. */
  storeCredit: number;
  /** When the shopper confirmed a cash-on-delivery order from its link; null until then. */
  codConfirmedAt: string | null;
  /** A Processed COD order unconfirmed past the shop's flag hours (dispatch lists flag it). */
  codFlagged: boolean;
  /** The shop's flag hours, for the words beside the flag. */
  codFlagHours: number;
  createdAt: string;
  /** The structured address (docs/product.md section 12); null on orders placed before it. */
  deliveryAddress: DeliveryAddress | null;
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
