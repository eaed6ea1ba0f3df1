/**
 * The requests that place, pay for and handle an order (docs/product.md sections 4, 5, 7, 13 and
 * 22): checkout's place and pay calls, verify and abandon payment, and the order's own steps
 * (change address, dispatch, cancel, list).
 */
import { z } from 'zod';
import { deliveryAddressSchema } from './address';
import { STORE_CREDIT_MESSAGES } from './cod';
import { couponField } from './coupons';
import {
  addressSchema,
  deliveryDetailsFields,
  hasDeliveryDetails,
  parseInto,
  toDeliveryDetails,
} from './delivery-details';
import { ORDER_STATUSES, TRACKING_ID_MESSAGE } from './orders';

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

/** The longest order id a request may name: the shop's own ids are far shorter. */
export const MAX_ORDER_ID_CHARS = 40;

export const ORDER_ID_MESSAGES = {
  missing: 'Missing order id.',
  tooLong: `This is not a valid order id: an order id has at most ${MAX_ORDER_ID_CHARS} characters.`,
} as const;

/** Each fault in its own words: an overlong id is not a missing one. */
export const publicOrderIdSchema = z
  .string({ error: ORDER_ID_MESSAGES.missing })
  .trim()
  .min(1, { error: ORDER_ID_MESSAGES.missing })
  .max(MAX_ORDER_ID_CHARS, { error: ORDER_ID_MESSAGES.tooLong });

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
