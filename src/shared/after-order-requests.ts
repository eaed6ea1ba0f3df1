/**
 * The requests after the order (docs/product.md, "After the order"): the shopper's cancel and
 * return request, the back office's return steps and delivery marks, and the ids and queue
 * filters in their paths. The server checks them and the web forms reuse them, so both give the
 * same messages.
 */
import { z } from 'zod';
import {
  AFTER_ORDER_MESSAGES,
  CANCEL_TOKEN_DESTINATIONS,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_REASONS,
  RETURN_REFUND_DESTINATIONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
} from './after-order';
import { SIZES } from './constants';
import { PAYOUT_MESSAGES, refundPayoutSchema } from './refund-payout';

/** POST /api/users/orders/:orderId/cancel: nothing, or where a paid token goes back. */
export const cancelOwnOrderSchema = z
  .object({ tokenTo: z.enum(CANCEL_TOKEN_DESTINATIONS, { error: AFTER_ORDER_MESSAGES.tokenTo }).optional() })
  .optional();

/** Sizes as a zod enum, for the size an exchange asks for. */
const sizeSchema = z.enum(SIZES, { error: AFTER_ORDER_MESSAGES.exchangeSize });

export const requestReturnSchema = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: z.number({ error: AFTER_ORDER_MESSAGES.unknownLine }).int().positive(),
          quantity: z
            .number({ error: AFTER_ORDER_MESSAGES.quantity })
            .int({ error: AFTER_ORDER_MESSAGES.quantity })
            .min(1, { error: AFTER_ORDER_MESSAGES.quantity })
            .max(1000, { error: AFTER_ORDER_MESSAGES.quantity }),
          exchangeSize: sizeSchema.optional(),
        }),
        { error: AFTER_ORDER_MESSAGES.chooseLines },
      )
      .min(1, { error: AFTER_ORDER_MESSAGES.chooseLines })
      .max(50, { error: AFTER_ORDER_MESSAGES.chooseLines }),
    reason: z.enum(RETURN_REASONS, { error: AFTER_ORDER_MESSAGES.reason }),
    note: z
      .string()
      .trim()
      .max(RETURN_NOTE_MAX_LENGTH, { error: AFTER_ORDER_MESSAGES.noteTooLong })
      .default(''),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: AFTER_ORDER_MESSAGES.resolution }),
    /**
     * A refund of an order not paid online: store credit or a bank or UPI transfer. Left out, a
     * transfer (how such refunds were made before the choice existed); refused on an online
     * order and on an exchange (docs/product.md section 22).
     */
    refundTo: z.enum(RETURN_REFUND_DESTINATIONS, { error: AFTER_ORDER_MESSAGES.refundTo }).optional(),
    /** A transfer's UPI id or bank account (refund-payout.ts); the server requires it for a transfer. */
    payout: refundPayoutSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.resolution === 'exchange' && value.refundTo)
      ctx.addIssue({ code: 'custom', path: ['refundTo'], message: AFTER_ORDER_MESSAGES.refundToExchange });
    if (value.payout && (value.resolution === 'exchange' || value.refundTo === 'store_credit'))
      ctx.addIssue({ code: 'custom', path: ['payout'], message: PAYOUT_MESSAGES.notTransfer });
    if (value.reason === 'other' && value.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: AFTER_ORDER_MESSAGES.note });
    if (value.resolution === 'exchange' && value.lines.some((line) => !line.exchangeSize))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: AFTER_ORDER_MESSAGES.exchangeSize });
  });
export type RequestReturnInput = z.input<typeof requestReturnSchema>;

export const rejectReturnSchema = z.object({
  reason: z
    .string({ error: AFTER_ORDER_MESSAGES.rejectReason })
    .trim()
    .min(1, { error: AFTER_ORDER_MESSAGES.rejectReason })
    .max(RETURN_NOTE_MAX_LENGTH, { error: AFTER_ORDER_MESSAGES.rejectReason }),
});

export const receiveReturnSchema = z.object({
  restock: z.boolean({ error: AFTER_ORDER_MESSAGES.restock }),
});

export const refundReturnSchema = z.object({
  amountPaise: z
    .number({ error: AFTER_ORDER_MESSAGES.refundAmount })
    .int({ error: AFTER_ORDER_MESSAGES.refundAmount })
    .min(1, { error: AFTER_ORDER_MESSAGES.refundAmount }),
  /** Cash on delivery only: the bank or UPI transfer that paid the shopper back. */
  reference: z.string().trim().max(100, { error: AFTER_ORDER_MESSAGES.transferReference }).optional(),
});

export const returnIdParamsSchema = z.object({ returnId: z.string().trim().min(1).max(40) });
export const orderIdParamsSchema = z.object({ orderId: z.string().trim().min(1).max(40) });

export const markDeliveredSchema = z.object({
  orderIds: z
    .array(z.string().trim().min(1).max(40), { error: AFTER_ORDER_MESSAGES.chooseOrders })
    .min(1, { error: AFTER_ORDER_MESSAGES.chooseOrders })
    .max(100, { error: AFTER_ORDER_MESSAGES.tooManyOrders }),
});

export const returnsQueueQuerySchema = z.object({
  /** 'open' (the default): requested, approved or received; or one status. */
  status: z.enum(['open', ...RETURN_STATUSES]).default('open'),
});
