/**
 * The back office cancels a captured order: the stock goes back on sale and, when it was paid
 * online, the payment is refunded through the provider. The refund is written down in the same
 * transaction and sent after it commits (retried by a job if the provider is unreachable).
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { cancelOrderSchema, type OrderJson } from '#shared/orders';
import { type RefundDue, requestRefund, sendRefunds } from '../payments/refunds';
import { lockCapturedOrder } from './admin-orders';
import type { Actor } from './order-events';
import { loadOrdersJson } from './order-json';
import { queueCancellationMail } from './order-mail';
import { restoreStock } from './stock';
import { moveOrder } from './transition';

export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  input: { orderId: string; actor: Actor },
): Promise<OrderJson> {
  const parsed = cancelOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const now = deps.clock();
  const { json, refunds } = await deps.db.transaction(async (tx) => {
    const order = await lockCapturedOrder(tx, parsed.data.orderId, 'cancelled');
    await restoreStock(tx, order.id);
    const cancelled = await moveOrder(tx, order, {
      to: 'cancelled',
      actor: input.actor,
      at: now,
      data: { stock: 'returned', refund: order.paymentId ? 'requested' : 'none (cash on delivery)' },
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
    const [json] = await loadOrdersJson(tx, eq(orders.id, order.id));
    return { json: json!, refunds };
  });
  await sendRefunds(deps, refunds);
  return json;
}
