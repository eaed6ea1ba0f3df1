/**
 * Cancelling a captured order (the back office's, and any other cancel path, call this one): the
 * stock goes back on sale, a coupon's use is given back and, when it was paid online, the
 * payment is refunded through the provider. The refund is written down in the same transaction
 * and sent after it commits (retried by a job if the provider is unreachable).
 */
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { cancelOrderSchema, type OrderJson } from '#shared/orders';
import { lockCapturedOrder } from '../orders/admin-orders';
import { giveBackHoldings } from '../orders/give-back';
import type { Actor } from '../orders/order-events';
import { loadOrderJson } from '../orders/order-json';
import { queueCancellationMail } from '../orders/order-mail';
import { moveOrder } from '../orders/transition';
import { type RefundDue, requestRefund, sendRefunds } from './refunds';

export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  input: { orderId: string; actor: Actor },
): Promise<OrderJson> {
  const parsed = cancelOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const now = deps.clock();
  const { json, refunds } = await deps.db.transaction(async (tx) => {
    const order = await lockCapturedOrder(tx, parsed.data.orderId, 'cancelled');
    const given = await giveBackHoldings(tx, order.id, now, {
      actor: input.actor,
      reason: 'cancel',
      orderId: order.orderId,
    });
    const cancelled = await moveOrder(tx, order, {
      to: 'cancelled',
      actor: input.actor,
      at: now,
      data: { ...given, refund: order.paymentId ? 'requested' : 'none (cash on delivery)' },
    });
    const refunds: RefundDue[] = [];
    if (order.paymentMethod === 'online' && order.paymentId) {
      refunds.push(
        await requestRefund(tx, {
          orderDbId: order.id,
          paymentId: order.paymentId,
          amountPaise: order.amountPaise,
          reason: 'order cancelled',
          actor: input.actor,
          at: now,
        }),
      );
    }
    await queueCancellationMail(tx, cancelled);
    return { json: await loadOrderJson(tx, order.id), refunds };
  });
  await sendRefunds(deps, refunds);
  return json;
}
