/**
 * One rule for every report of a payment (the browser's verify-payment, the webhook, the
 * reconciliation job): whichever arrives first moves the order to captured; the rest are
 * replays that change nothing. Late and extra payments follow the rules in late-payments.ts,
 * and partial COD's token is judged by every COD rule when it is paid (BUSINESS.md section 7).
 */

import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { lockShopper } from '../accounts/shoppers';
import { removeOrderedLines } from '../cart/remove-items';
import { cashDuePaise, codOrderRefusal } from '../cod';
import { type ServiceabilitySource, serviceabilityOf } from '../delivery';
import { turnCodPrepaid } from '../orders/cod-orders';
import { retakeHoldings } from '../orders/give-back';
import { queueOrderConfirmation, queueOrderMail } from '../orders/order-mail';
import { findOrderByProviderOrderId, lockOrder, type OrderRow } from '../orders/order-queries';
import { releaseReservation } from '../orders/reservations';
import { orderStockLines } from '../orders/stock';
import { moveOrder } from '../orders/transition';
import { PAID_STATUSES, refundExtraPayment, refundLatePayment, settledOutcome } from './late-payments';
import type { PaymentOutcome, PaymentReport, RecordedPayment } from './payment-report';
import { sendRefunds } from './refunds';

export type { PaymentOutcome, PaymentReport, RecordedPayment };

/**
 * Runs inside the caller's transaction (the webhook records its event id in the same one).
 * `serviceability`: the delivery rules in force when the app was given its own (tests); the
 * admin's delivery settings otherwise.
 */
export async function recordPaymentInTx(
  tx: DbOrTx,
  now: Date,
  report: PaymentReport,
  serviceability?: ServiceabilitySource,
): Promise<RecordedPayment> {
  const found = await findOrderByProviderOrderId(tx, report.providerOrderId);
  if (!found) return { outcome: { kind: 'unknown_order' }, refunds: [] };
  // Same lock order as checkout: shopper, then order, then stock.
  await lockShopper(tx, found.userId);
  const order = (await lockOrder(tx, found.id))!;
  const orderId = order.orderId;

  if (order.paymentId === report.paymentId) {
    return { outcome: { ...(await settledOutcome(tx, order)), replay: true }, refunds: [] };
  }
  // "Pay online now" on a COD order's confirmation page (docs/product.md section 22).
  if (order.paymentMethod === 'cod' && order.status === 'captured' && order.paymentId === null) {
    const prepaid = await turnCodPrepaid(tx, order, { ...report, at: now });
    if (prepaid) {
      await queueOrderMail(tx, prepaid, `Your payment for ${orderId} is received`, [
        `Thank you: order ${orderId} is now paid online, so there is nothing to pay on delivery.`,
      ]);
      return { outcome: { kind: 'paid', orderId, replay: false }, refunds: [] };
    }
  }
  if (order.paymentId !== null || PAID_STATUSES.has(order.status)) {
    return refundExtraPayment(tx, now, order, report);
  }
  // Partial COD's token paid makes the order a COD order now: every COD rule is judged again, on
  // time or late, under the shopper's lock taken above; one that refuses it sends the token back
  // in full with its words (BUSINESS.md section 7). A live reservation lets its holdings go first.
  if (order.paymentMethod === 'cod') {
    const refusal = await codOrderRefusal(tx, {
      userId: order.userId,
      pincode: (report.details?.deliveryAddress ?? order.deliveryAddress)?.pincode,
      cashPaise: cashDuePaise(order),
      rules: await serviceabilityOf({ db: tx, serviceability }).read(),
      now,
    });
    if (refusal) {
      const ended =
        order.status === 'pending_payment'
          ? await releaseReservation(tx, order, {
              to: 'failed',
              actor: report.actor,
              at: now,
              reason: 'cash on delivery refused when the token was paid',
            })
          : order;
      return refundLatePayment(tx, now, ended, report, { cause: 'cod', refusal });
    }
  }
  // Partial COD's token paid is the shopper's confirmation: no link to confirm it by (docs/product.md section 22).
  const set = {
    paymentId: report.paymentId,
    ...report.details,
    ...(order.codTokenPaise > 0 ? { codConfirmedAt: now } : {}),
  };
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

  // expired or failed: the stock and any coupon use went back when the reservation ended. The
  // order is fulfilled only if it holds them all again: a discount whose use it cannot retake is
  // never given (docs/decisions/012-coupons-and-delivery-charge.md, "Late payments").
  const retaken = await retakeHoldings(tx, order, report.actor, now);
  if (!retaken.ok) return refundLatePayment(tx, now, order, report, { cause: retaken.short });
  const paid = await moveOrder(tx, order, {
    to: 'captured',
    type: 'late_payment_fulfilled',
    actor: report.actor,
    at: now,
    set,
    data: { ...data, ...retaken.held },
  });
  await afterCapture(tx, paid);
  return { outcome: { kind: 'paid', orderId, replay: false }, refunds: [] };
}

async function afterCapture(tx: DbOrTx, order: OrderRow): Promise<void> {
  await removeOrderedLines(tx, order.userId, await orderStockLines(tx, order.id));
  await queueOrderConfirmation(tx, order);
}

/** The standalone form: its own transaction, then any refund it decided. */
export async function recordPayment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'> & Partial<Pick<AppDeps, 'metrics' | 'serviceability'>>,
  report: PaymentReport,
): Promise<PaymentOutcome> {
  const recorded = await deps.db.transaction((tx) =>
    recordPaymentInTx(tx, deps.clock(), report, deps.serviceability),
  );
  // Counted once committed; the webhook counts the reports it records itself (webhook-routes.ts).
  deps.metrics?.paymentRecorded(recorded.outcome);
  await sendRefunds(deps, recorded.refunds);
  return recorded.outcome;
}
