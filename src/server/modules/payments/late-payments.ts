/**
 * Payments that do not simply capture a pending order: one that arrives after the reservation
 * ended (its stock and coupon use are taken again if they can be, otherwise the money goes
 * back: orders/give-back.ts `retakeHoldings`), partial COD's token for an order the COD rules
 * refuse by then (BUSINESS.md section 7: it goes back in full, with the reason), and a second
 * payment for an order another payment already settled (it goes back, once).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import { onlineChargePaise } from '../orders/online-charge';
import { recordEvent } from '../orders/order-events';
import { queueLatePaymentRefundMail } from '../orders/order-mail';
import type { OrderRow } from '../orders/order-queries';
import type { LateRefundCause, PaymentReport, RecordedPayment } from './payment-report';
import { requestRefund } from './refunds';

export const PAID_STATUSES = new Set(['captured', 'dispatched', 'delivered', 'cancelled']);

const CAUSE_REASONS: Record<LateRefundCause, { event: string; refund: string }> = {
  stock: { event: 'stock sold out after the reservation ended', refund: 'late payment, stock sold out' },
  coupon: {
    event: 'the coupon allowed no more uses for this order after the reservation ended',
    refund: 'late payment, coupon use no longer available',
  },
  offer: {
    event: 'the shopper had used the offer as many times as it allows after the reservation ended',
    refund: 'late payment, offer use no longer available',
  },
  store_credit: {
    event: 'the store credit it used went to another order after the reservation ended',
    refund: 'late payment, store credit no longer available',
  },
  cod: {
    event: 'cash on delivery was refused when the partial COD token was paid',
    refund: 'partial COD token, cash on delivery refused',
  },
};

const CAUSES = new Set<string>(Object.keys(CAUSE_REASONS));

/** Why a payment went back, as its order event recorded it. */
export interface LateRefund {
  cause: LateRefundCause;
  /** The COD rule's words, when the cause is `cod`. */
  refusal?: string;
}

/** Why this order's late payment was refunded, for a replayed report (older events: stock). */
export async function lateRefundOf(db: DbOrTx, orderDbId: number): Promise<LateRefund> {
  const [event] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderDbId), eq(orderEvents.type, 'late_payment_refunded')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const data = event?.data as { cause?: string; refusal?: string } | undefined;
  const cause = data?.cause && CAUSES.has(data.cause) ? (data.cause as LateRefundCause) : 'stock';
  return cause === 'cod' ? { cause, refusal: data?.refusal ?? '' } : { cause };
}

/**
 * The reservation ended and the order cannot hold again what it gave back (its stock sold, or
 * its coupon allows no more uses for it), or the COD rules refuse the order its token would make
 * a COD order: keep the payment id, refund the money in full, and tell the shopper why. The
 * order stays unfulfilled.
 */
export async function refundLatePayment(
  tx: DbOrTx,
  now: Date,
  order: OrderRow,
  report: PaymentReport,
  why: LateRefund,
): Promise<RecordedPayment> {
  const { cause, refusal } = why;
  const orderId = order.orderId;
  const set = { paymentId: report.paymentId, ...report.details };
  const data = { paymentId: report.paymentId, source: report.source };
  await tx
    .update(orders)
    .set({ ...set, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, {
    orderDbId: order.id,
    actor: report.actor,
    type: 'late_payment_refunded',
    data: {
      ...data,
      status: order.status,
      cause,
      reason: CAUSE_REASONS[cause].event,
      ...(refusal ? { refusal } : {}),
    },
    at: now,
  });
  const refund = await requestRefund(tx, {
    orderDbId: order.id,
    paymentId: report.paymentId,
    amountPaise: onlineChargePaise(order),
    reason: CAUSE_REASONS[cause].refund,
    actor: 'system',
    at: now,
  });
  await queueLatePaymentRefundMail(tx, order, why);
  return { outcome: { kind: 'refunded', orderId, replay: false, ...why }, refunds: [refund] };
}

/** A payment for an order that another payment already settled: it goes back, once. */
export async function refundExtraPayment(
  tx: DbOrTx,
  now: Date,
  order: OrderRow,
  report: PaymentReport,
): Promise<RecordedPayment> {
  const outcome = await settledOutcome(tx, order);
  const already = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'refund_requested')));
  if (already.some((e) => (e.data as { paymentId?: string }).paymentId === report.paymentId)) {
    return { outcome: { ...outcome, replay: true }, refunds: [] };
  }
  const refund = await requestRefund(tx, {
    orderDbId: order.id,
    paymentId: report.paymentId,
    amountPaise: onlineChargePaise(order),
    reason: 'second payment for an order already paid',
    actor: report.actor,
    at: now,
  });
  return { outcome: { ...outcome, replay: false }, refunds: [refund] };
}

/** What became of an order a payment already settled: paid, or refunded late and why. */
export async function settledOutcome(tx: DbOrTx, order: OrderRow) {
  if (PAID_STATUSES.has(order.status)) return { kind: 'paid' as const, orderId: order.orderId };
  return { kind: 'refunded' as const, orderId: order.orderId, ...(await lateRefundOf(tx, order.id)) };
}
