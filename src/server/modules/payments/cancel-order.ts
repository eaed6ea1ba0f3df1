/**
 * The back office, or the shopper while it is Processed (docs/product.md, "After the order"),
 * cancels a captured order (every cancel path calls this one): the stock goes back on sale, a
 * coupon's use is given back and, when it was paid online, the payment is refunded through the
 * provider. The refund is written down in the same transaction and sent after it commits
 * (retried by a job if the provider is unreachable).
 */
import type { DbOrTx } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import type { CancelTokenDestination } from '#shared/after-order';
import { cancelOrderSchema } from '#shared/order-requests';
import type { OrderJson } from '#shared/orders';
import { lockCapturedOrder } from '../orders/admin-orders';
import { giveBackHoldings } from '../orders/give-back';
import { hasOnlinePayment, onlineChargePaise } from '../orders/online-charge';
import type { Actor } from '../orders/order-events';
import { loadOrderJson } from '../orders/order-json';
import { queueCancellationMail } from '../orders/order-mail';
import type { OrderRow } from '../orders/order-queries';
import { lockShopperCapturedOrder } from '../orders/shopper-orders';
import { moveOrder } from '../orders/transition';
import { grantStoreCredit } from '../store-credit';
import { type RefundDue, requestRefund, sendRefunds } from './refunds';

export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>,
  input: {
    orderId: string;
    actor: Actor;
    /** The shopper cancelling their own order. */
    shopperId?: number;
    /** Where a paid partial-COD token goes back; the original payment when not said. */
    tokenTo?: CancelTokenDestination;
  },
): Promise<OrderJson> {
  const parsed = cancelOrderSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const now = deps.clock();
  const { json, refunds } = await deps.db.transaction(async (tx) => {
    const order =
      input.shopperId === undefined
        ? await lockCapturedOrder(tx, parsed.data.orderId, 'cancelled')
        : await lockShopperCapturedOrder(tx, input.shopperId, parsed.data.orderId);
    const refunds = await cancelLockedOrder(tx, order, {
      actor: input.actor,
      at: now,
      tokenTo: input.tokenTo,
    });
    return { json: await loadOrderJson(tx, order.id), refunds };
  });
  await sendRefunds(deps, refunds);
  return json;
}

/**
 * Cancels a captured order the caller has locked, in the caller's transaction (the cancel route,
 * and the job that cancels unconfirmed cash-on-delivery orders): stock and coupon back, store
 * credit back, the refund written down, the mail queued (with `why`, when the shop cancelled it).
 * Answers the refunds to send after the commit.
 */
export async function cancelLockedOrder(
  tx: DbOrTx,
  order: OrderRow,
  input: { actor: Actor; at: Date; why?: string; tokenTo?: CancelTokenDestination },
): Promise<RefundDue[]> {
  // A partial-COD token may go to store credit at the shopper's choice (docs/product.md section 22).
  const tokenToCredit =
    input.tokenTo === 'store_credit' && order.paymentMethod === 'cod' && hasOnlinePayment(order);
  const now = input.at;
  const given = await giveBackHoldings(tx, order, now, {
    actor: input.actor,
    reason: 'cancel',
    orderId: order.orderId,
  });
  const cancelled = await moveOrder(tx, order, {
    to: 'cancelled',
    actor: input.actor,
    at: now,
    data: {
      ...given,
      refund: tokenToCredit ? 'store credit' : order.paymentId ? 'requested' : 'none (cash on delivery)',
      ...(order.storeCreditPaise > 0 ? { storeCreditPaise: order.storeCreditPaise } : {}),
      ...(input.why ? { why: input.why } : {}),
    },
  });
  const refunds: RefundDue[] = [];
  // A prepaid order's payment, or partial COD's token, goes back to where it came from.
  if (hasOnlinePayment(order) && !tokenToCredit) {
    refunds.push(
      await requestRefund(tx, {
        orderDbId: order.id,
        paymentId: order.paymentId!,
        amountPaise: onlineChargePaise(order),
        reason: 'order cancelled',
        actor: input.actor,
        at: now,
      }),
    );
  }
  // Store credit it used went back with its holdings (orders/give-back.ts); a token the shopper
  // chose to have as credit goes to the balance too (docs/product.md section 22).
  if (tokenToCredit)
    await grantStoreCredit(tx, {
      userId: order.userId,
      amountPaise: order.codTokenPaise,
      note: `Refund of the part paid online for order ${order.orderId}`,
      orderDbId: order.id,
      at: now,
    });
  await queueCancellationMail(tx, cancelled, input.why, tokenToCredit ? 'store_credit' : 'original');
  return refunds;
}
