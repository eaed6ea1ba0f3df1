/**
 * One rule for every report of a payment (the browser's verify-payment, the webhook, the
 * reconciliation job): whichever arrives first moves the order to captured; the rest are
 * replays that change nothing. A payment for an order whose reservation already ended takes the
 * stock again if it can; otherwise it is refunded. A second payment for a paid order is refunded.
 */
import { and, eq } from 'drizzle-orm';
import type { DeliveryDetails } from '../../../shared/orders';
import type { AppDeps } from '../../app';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { removeOrderedLines } from '../cart/remove-items';
import { type Actor, recordEvent } from '../orders/order-events';
import { queueLatePaymentRefundMail, queueOrderConfirmation } from '../orders/order-mail';
import { findOrderByProviderOrderId, lockOrder, type OrderRow } from '../orders/order-queries';
import { lockShopper } from '../orders/shoppers';
import { orderStockLines, tryTakeStock } from '../orders/stock';
import { moveOrder } from '../orders/transition';
import { type RefundDue, requestRefund, sendRefunds } from './refunds';

export interface PaymentReport {
  providerOrderId: string;
  paymentId: string;
  source: 'checkout' | 'webhook' | 'reconciliation';
  actor: Actor;
  details?: DeliveryDetails;
}

export type PaymentOutcome =
  | { kind: 'paid'; orderId: string; replay: boolean }
  | { kind: 'refunded'; orderId: string; replay: boolean }
  | { kind: 'unknown_order' };

export interface RecordedPayment {
  outcome: PaymentOutcome;
  /** To send once the transaction has committed. */
  refunds: RefundDue[];
}

const PAID_STATUSES = new Set(['captured', 'dispatched', 'cancelled']);

/** Runs inside the caller's transaction (the webhook records its event id in the same one). */
export async function recordPaymentInTx(
  tx: DbOrTx,
  now: Date,
  report: PaymentReport,
): Promise<RecordedPayment> {
  const found = await findOrderByProviderOrderId(tx, report.providerOrderId);
  if (!found) return { outcome: { kind: 'unknown_order' }, refunds: [] };
  // Same lock order as checkout: shopper, then order, then stock.
  await lockShopper(tx, found.userId);
  const order = (await lockOrder(tx, found.id))!;
  const orderId = order.orderId;

  if (order.paymentId === report.paymentId) {
    const kind = PAID_STATUSES.has(order.status) ? 'paid' : 'refunded';
    return { outcome: { kind, orderId, replay: true }, refunds: [] };
  }
  if (order.paymentId !== null || PAID_STATUSES.has(order.status)) {
    return refundExtraPayment(tx, now, order, report);
  }
  const set = { paymentId: report.paymentId, ...report.details };
  const data = { paymentId: report.paymentId, source: report.source };

  if (order.status === 'pending_payment') {
    const paid = await moveOrder(tx, order, {
      to: 'captured',
      type: 'payment_captured',
      actor: report.actor,
      at: now,
      set,
      data,
    });
    await afterCapture(tx, paid);
    return { outcome: { kind: 'paid', orderId, replay: false }, refunds: [] };
  }

  // expired or failed: the stock went back when the reservation ended.
  if (await retakeStock(tx, order.id)) {
    const paid = await moveOrder(tx, order, {
      to: 'captured',
      type: 'late_payment_fulfilled',
      actor: report.actor,
      at: now,
      set,
      data: { ...data, stock: 'taken again' },
    });
    await afterCapture(tx, paid);
    return { outcome: { kind: 'paid', orderId, replay: false }, refunds: [] };
  }
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

/** Takes all of the order's stock again, or none of it (a savepoint undoes a partial take). */
async function retakeStock(tx: DbOrTx, orderDbId: number): Promise<boolean> {
  const lines = await orderStockLines(tx, orderDbId);
  try {
    await tx.transaction(async (savepoint) => {
      const result = await tryTakeStock(savepoint, lines);
      if (!result.ok) throw new ShortStock();
    });
    return true;
  } catch (err) {
    if (err instanceof ShortStock) return false;
    throw err;
  }
}

class ShortStock extends Error {}

async function afterCapture(tx: DbOrTx, order: OrderRow): Promise<void> {
  await removeOrderedLines(tx, order.userId, await orderStockLines(tx, order.id));
  await queueOrderConfirmation(tx, order);
}

/** A payment for an order that another payment already settled: it goes back, once. */
async function refundExtraPayment(
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

/** The standalone form: its own transaction, then any refund it decided. */
export async function recordPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  report: PaymentReport,
): Promise<PaymentOutcome> {
  const recorded = await deps.db.transaction((tx) => recordPaymentInTx(tx, deps.clock(), report));
  await sendRefunds(deps, recorded.refunds);
  return recorded.outcome;
}
