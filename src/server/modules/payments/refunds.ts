/**
 * Refunds are written down first (a refund_requested event in the transaction that decides
 * them) and sent to the provider after the commit. A refund whose call failed or whose answer
 * was lost is retried by a job, which first asks the provider whether it went through, so the
 * money goes back exactly once.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { type Actor, recordEvent } from '../orders/order-events';

export interface RefundDue {
  orderDbId: number;
  paymentId: string;
  amountPaise: number;
  /**
   * Tells apart several refunds of one payment (a return's partial refund is `return:<id>`);
   * absent for the one full refund of a cancelled, late or extra payment.
   */
  key?: string;
}

/** The event fields that name one refund: its payment and, for a partial one, its key. */
const refundKeyData = (due: Pick<RefundDue, 'key'>) => (due.key ? { refundKey: due.key } : {});

/** A claimed attempt holds the refund this long before another instance may try again. */
export const REFUND_RETRY_AFTER_MS = 5 * 60_000;

export async function requestRefund(
  tx: DbOrTx,
  due: RefundDue & { reason: string; actor: Actor; at: Date },
): Promise<RefundDue> {
  const refund: RefundDue = {
    orderDbId: due.orderDbId,
    paymentId: due.paymentId,
    amountPaise: due.amountPaise,
    ...(due.key ? { key: due.key } : {}),
  };
  await recordEvent(tx, {
    orderDbId: due.orderDbId,
    actor: due.actor,
    type: 'refund_requested',
    data: {
      paymentId: due.paymentId,
      amountPaise: due.amountPaise,
      reason: due.reason,
      ...refundKeyData(due),
    },
    at: due.at,
  });
  return refund;
}

const samePayment = (paymentId: string) => sql`${orderEvents.data}->>'paymentId' = ${paymentId}`;

/** Every event of this payment's refunds, newest first, each with its key ('' for the full refund). */
async function refundEvents(db: DbOrTx, orderDbId: number, paymentId: string) {
  const rows = await db
    .select({ type: orderEvents.type, createdAt: orderEvents.createdAt, data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderDbId), samePayment(paymentId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map((row) => {
    const data = row.data as { refundKey?: string; amountPaise?: number };
    return {
      type: row.type,
      createdAt: row.createdAt,
      key: data.refundKey ?? '',
      amountPaise: data.amountPaise,
    };
  });
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** Claims the refund (row lock, SKIP LOCKED) and records the attempt, so no one else sends it now. */
async function claim(deps: Deps, due: RefundDue) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, due.orderDbId))
      .for('update', { skipLocked: true });
    if (!order) return undefined;
    const all = await refundEvents(tx, order.id, due.paymentId);
    const events = all.filter((e) => e.key === (due.key ?? ''));
    if (events.some((e) => e.type === 'refund_issued')) return undefined;
    // What the provider has already paid back for this payment's other refunds.
    const issuedBefore = all
      .filter((e) => e.type === 'refund_issued' && e.key !== (due.key ?? ''))
      .reduce((sum, e) => sum + (e.amountPaise ?? 0), 0);
    const attempts = events.filter((e) => e.type === 'refund_attempt');
    const now = deps.clock();
    if (attempts[0] && now.getTime() - attempts[0].createdAt.getTime() < REFUND_RETRY_AFTER_MS)
      return undefined;
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: 'system',
      type: 'refund_attempt',
      data: { paymentId: due.paymentId, attempt: attempts.length + 1, ...refundKeyData(due) },
      at: now,
    });
    return { order, retry: attempts.length > 0, issuedBefore };
  });
}

export async function attemptRefund(deps: Deps, due: RefundDue): Promise<'issued' | 'skipped' | 'failed'> {
  const claimed = await claim(deps, due);
  if (!claimed) return 'skipped';
  const { order, retry, issuedBefore } = claimed;
  const done = (data: Record<string, unknown>) =>
    recordEvent(deps.db, {
      orderDbId: order.id,
      actor: 'system',
      type: 'refund_issued',
      data: { paymentId: due.paymentId, amountPaise: due.amountPaise, ...refundKeyData(due), ...data },
      at: deps.clock(),
    });
  try {
    if (retry && order.providerOrderId) {
      // The previous attempt may have reached the provider even though its answer did not reach us.
      const payment = (await deps.payments.fetchOrderPayments(order.providerOrderId)).find(
        (p) => p.id === due.paymentId,
      );
      if (payment && payment.amountRefundedPaise >= issuedBefore + due.amountPaise) {
        await done({ refundId: null, note: 'already refunded at the provider' });
        return 'issued';
      }
    }
    const receipt = due.key ? `${order.orderId} ${due.key}` : order.orderId;
    const { refundId } = await deps.payments.refund(due.paymentId, due.amountPaise, receipt);
    await done({ refundId });
    return 'issued';
  } catch (err) {
    await recordEvent(deps.db, {
      orderDbId: order.id,
      actor: 'system',
      type: 'refund_failed',
      data: { paymentId: due.paymentId, error: (err as Error).message, ...refundKeyData(due) },
      at: deps.clock(),
    });
    return 'failed';
  }
}

/** Refunds requested but not issued, whose last attempt (if any) is old enough to retry. */
export async function dueRefunds(deps: Deps, limit = 20): Promise<RefundDue[]> {
  const retryBefore = new Date(deps.clock().getTime() - REFUND_RETRY_AFTER_MS);
  const rows = await deps.db
    .select({ orderDbId: orderEvents.orderId, data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.type, 'refund_requested'),
        sql`not exists (select 1 from order_events later where later.order_id = ${orderEvents.orderId}
          and later.data->>'paymentId' = ${orderEvents.data}->>'paymentId'
          and coalesce(later.data->>'refundKey', '') = coalesce(${orderEvents.data}->>'refundKey', '')
          and (later.type = 'refund_issued' or (later.type = 'refund_attempt' and later.created_at > ${retryBefore.toISOString()})))`,
      ),
    )
    .orderBy(orderEvents.id)
    .limit(limit);
  return rows.map((row) => {
    const data = row.data as { paymentId: string; amountPaise: number; refundKey?: string };
    return {
      orderDbId: row.orderDbId,
      paymentId: data.paymentId,
      amountPaise: data.amountPaise,
      ...(data.refundKey ? { key: data.refundKey } : {}),
    };
  });
}

export async function retryDueRefunds(deps: Deps): Promise<number> {
  let issued = 0;
  for (const due of await dueRefunds(deps)) {
    if ((await attemptRefund(deps, due)) === 'issued') issued++;
  }
  return issued;
}

/** Sends refunds decided in a committed transaction; failures stay due for the retry job. */
export async function sendRefunds(deps: Deps, refunds: RefundDue[]): Promise<void> {
  for (const due of refunds) await attemptRefund(deps, due);
}
