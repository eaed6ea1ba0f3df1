/**
 * Payments that do not simply capture a pending order: one that arrives after the reservation
 * ended (the stock is taken again if it can be, otherwise the money goes back), and a second
 * payment for an order another payment already settled (it goes back, once).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import { recordEvent } from '../orders/order-events';
import { queueLatePaymentRefundMail } from '../orders/order-mail';
import type { OrderRow } from '../orders/order-queries';
import { orderStockLines, tryTakeStock } from '../orders/stock';
import type { PaymentReport, RecordedPayment } from './payment-report';
import { requestRefund } from './refunds';

export const PAID_STATUSES = new Set(['captured', 'dispatched', 'delivered', 'cancelled']);

/** Takes all of the order's stock again, or none of it (a savepoint undoes a partial take). */
export async function retakeStock(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'orderId'>,
  actor: string,
): Promise<boolean> {
  const lines = await orderStockLines(tx, order.id);
  try {
    await tx.transaction(async (savepoint) => {
      const result = await tryTakeStock(savepoint, lines, {
        actor,
        reason: 'late_payment',
        orderId: order.orderId,
      });
      if (!result.ok) throw new ShortStock();
    });
    return true;
  } catch (err) {
    if (err instanceof ShortStock) return false;
    throw err;
  }
}

class ShortStock extends Error {}

/** The reservation ended and its stock sold meanwhile: keep the payment id, refund the money. */
export async function refundLatePayment(
  tx: DbOrTx,
  now: Date,
  order: OrderRow,
  report: PaymentReport,
): Promise<RecordedPayment> {
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
    data: { ...data, status: order.status, reason: 'stock sold out after the reservation ended' },
    at: now,
  });
  const refund = await requestRefund(tx, {
    orderDbId: order.id,
    paymentId: report.paymentId,
    amountPaise: order.amountPaise,
    reason: 'late payment, stock sold out',
    actor: 'system',
    at: now,
  });
  await queueLatePaymentRefundMail(tx, order);
  return { outcome: { kind: 'refunded', orderId, replay: false }, refunds: [refund] };
}

/** A payment for an order that another payment already settled: it goes back, once. */
export async function refundExtraPayment(
  tx: DbOrTx,
  now: Date,
  order: OrderRow,
  report: PaymentReport,
): Promise<RecordedPayment> {
  const kind = PAID_STATUSES.has(order.status) ? 'paid' : 'refunded';
  const already = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'refund_requested')));
  if (already.some((e) => (e.data as { paymentId?: string }).paymentId === report.paymentId)) {
    return { outcome: { kind, orderId: order.orderId, replay: true }, refunds: [] };
  }
  const refund = await requestRefund(tx, {
    orderDbId: order.id,
    paymentId: report.paymentId,
    amountPaise: order.amountPaise,
    reason: 'second payment for an order already paid',
    actor: report.actor,
    at: now,
  });
  return { outcome: { kind, orderId: order.orderId, replay: false }, refunds: [refund] };
}
