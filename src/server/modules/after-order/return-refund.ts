/**
 * The last step of a return (docs/product.md, "After the order"): the refund, online through the
 * provider, otherwise to store credit or as a transfer the admin records. The lifecycle and the
 * locking it shares with the other steps are in return-steps.ts.
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { refundReturnSchema } from '#shared/after-order-requests';
import { formatRupees, paiseToRupees } from '#shared/money';
import { recordOrderSignal } from '../analytics';
import { type Actor, eventsOfOrder, recordEvent } from '../orders';
import { type RefundDue, requestRefund, sendRefunds } from '../payments/refunds';
import { reversePickupFeeOf } from '../shipping';
import type { GrantedCredit } from '../store-credit';
import { issueRefundCreditNote } from './credit-note';
import { refundToStoreCredit } from './refund-to-store-credit';
import { queueReturnRefundMail } from './return-mail';
import { onlinePaymentLeftPaise, paidPaise, refundablePaise, refundedPaise } from './return-money';
import { type ReturnRow, updateReturn } from './return-rows';
import { lockReturn, parse, settleReturnState } from './return-steps';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/**
 * Refunds a received return: at most what was paid for its units (and never more than is left
 * of the order's payment). Online, a partial refund through the provider, sent after the commit
 * and retried by the refund job; otherwise where the shopper chose: store credit, granted in this
 * transaction with no reference asked, or the admin's bank or UPI transfer reference. The credit
 * note is the same either way: store credit is a means of payment (docs/product.md section 22).
 */
export async function refundReturn(
  deps: Deps,
  input: { returnId: string; amountPaise: number; reference?: string; actor: Actor },
): Promise<ReturnRow> {
  const { amountPaise, reference } = parse(refundReturnSchema, {
    amountPaise: input.amountPaise,
    reference: input.reference,
  });
  const now = deps.clock();
  const { refunded, refunds } = await deps.db.transaction(async (tx) => {
    const { order, row, items, lines } = await lockReturn(tx, input.returnId, 'received', 'refunded');
    if (row.resolution !== 'refund') throw new AppError('conflict', AFTER_ORDER_MESSAGES.notRefundReturn);
    const events = await eventsOfOrder(tx, order.id);
    const left = paidPaise(order) - refundedPaise(events);
    // A reverse pickup's fee is kept from the refund (docs/product.md, "Shipping").
    const fee = await reversePickupFeeOf(tx, order.id, row.returnId);
    const most = Math.min(Math.max(0, refundablePaise(order, items, lines) - fee), Math.max(0, left));
    if (amountPaise > most)
      throw new AppError('conflict', AFTER_ORDER_MESSAGES.refundTooLarge(formatRupees(paiseToRupees(most))), {
        code: 'refund_too_large',
      });
    const refunds: RefundDue[] = [];
    let credit: GrantedCredit | undefined;
    let toPaymentPaise = 0;
    if (order.paymentMethod === 'online' && order.paymentId) {
      // Part paid from store credit: the payment is refunded first, up to what it charged, and
      // the rest goes back to store credit (docs/product.md section 22).
      toPaymentPaise = Math.min(amountPaise, onlinePaymentLeftPaise(order, events));
      if (toPaymentPaise > 0)
        refunds.push(
          await requestRefund(tx, {
            orderDbId: order.id,
            paymentId: order.paymentId,
            amountPaise: toPaymentPaise,
            key: `return:${row.returnId}`,
            reason: `return ${row.returnId}`,
            actor: input.actor,
            at: now,
          }),
        );
      if (amountPaise > toPaymentPaise)
        credit = await refundToStoreCredit(tx, {
          order,
          returnId: row.returnId,
          amountPaise: amountPaise - toPaymentPaise,
          actor: input.actor,
          at: now,
        });
    } else if (row.refundTo === 'store_credit') {
      credit = await refundToStoreCredit(tx, {
        order,
        returnId: row.returnId,
        amountPaise,
        actor: input.actor,
        at: now,
      });
    } else {
      if (!reference) throw new AppError('invalid', AFTER_ORDER_MESSAGES.transferReference);
      await recordEvent(tx, {
        orderDbId: order.id,
        actor: input.actor,
        type: 'refund_recorded',
        data: { returnId: row.returnId, amountPaise, reference },
        at: now,
      });
    }
    await issueRefundCreditNote(tx, {
      order,
      returnId: row.returnId,
      lines: lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
      amountPaise,
      at: now,
    });
    const refunded = await updateReturn(tx, row, {
      status: 'refunded',
      refundPaise: amountPaise,
      // Paid: the shopper's UPI id or account is no longer needed (refund-payout.ts).
      refundPayout: null,
      // Online, the provider's refund id arrives after the commit, on the order's events; store
      // credit has no reference (one sent anyway is not kept).
      refundReference: order.paymentMethod === 'online' || credit ? null : (reference ?? null),
      updatedAt: now,
    });
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: input.actor,
      type: 'return_refunded',
      data: { returnId: row.returnId, amountPaise },
      at: now,
    });
    await recordOrderSignal(tx, { name: 'order_returned', orderDbId: order.id, amountPaise, at: now });
    await settleReturnState(tx, order, now);
    await queueReturnRefundMail(tx, order, refunded, { amountPaise, reference, credit, toPaymentPaise });
    return { refunded, refunds };
  });
  await sendRefunds(deps, refunds);
  return refunded;
}
