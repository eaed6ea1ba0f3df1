/**
 * Before a reservation is let go, the provider is asked whether the order was paid after all,
 * so a shopper who paid and closed the browser still gets the order. Orders let go recently are
 * asked again for a while, for payments that completed even later.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { orders } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { type Actor, shopperActor } from '../orders/order-events';
import { findOrderByProviderOrderId, type OrderRow } from '../orders/order-queries';
import { releaseReservation } from '../orders/reservations';
import { PAID_STATUSES } from './late-payments';
import { isCaptured } from './provider';
import { recordPayment } from './record-payment';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** Without an answer from the provider, a reservation is still let go this long after it ended. */
export const PROVIDER_SILENCE_GRACE_MS = 60 * 60_000;
/** Orders let go are asked about late payments for this long. */
export const LATE_PAYMENT_WATCH_MS = 6 * 60 * 60_000;
const BATCH = 50;

/** Records a captured payment the provider knows of; 'unpaid', or 'unknown' when it could not say. */
async function reconcile(
  deps: Deps,
  order: OrderRow,
  actor: Actor,
): Promise<'paid' | 'refunded' | 'unpaid' | 'unknown'> {
  let payments: Awaited<ReturnType<Deps['payments']['fetchOrderPayments']>>;
  try {
    payments = await deps.payments.fetchOrderPayments(order.providerOrderId!);
  } catch {
    return 'unknown';
  }
  const payment = payments.find(isCaptured);
  if (!payment) return 'unpaid';
  const outcome = await recordPayment(deps, {
    providerOrderId: order.providerOrderId!,
    paymentId: payment.id,
    source: 'reconciliation',
    actor,
  });
  return outcome.kind === 'paid' ? 'paid' : outcome.kind === 'refunded' ? 'refunded' : 'unpaid';
}

/** Lets one pending order go, claimed with SKIP LOCKED so two instances never both act on it. */
async function release(
  deps: Deps,
  orderDbId: number,
  change: { to: 'expired' | 'failed'; actor: Actor; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderDbId), eq(orders.status, 'pending_payment')))
      .for('update', { skipLocked: true });
    if (!order) return false;
    await releaseReservation(tx, order, { ...change, at: deps.clock() });
    return true;
  });
}

/** The reservation-expiry job: unpaid orders past their 15 minutes give their stock back. */
export async function expireReservations(deps: Deps): Promise<{ expired: number; paid: number }> {
  const now = deps.clock();
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.reservedUntil, now)))
    .orderBy(asc(orders.reservedUntil))
    .limit(BATCH);
  let expired = 0;
  let paid = 0;
  for (const order of due) {
    const result = order.providerOrderId ? await reconcile(deps, order, 'system') : 'unpaid';
    if (result === 'paid') paid++;
    if (result === 'paid' || result === 'refunded') continue;
    const overdue = now.getTime() - order.reservedUntil!.getTime() >= PROVIDER_SILENCE_GRACE_MS;
    if (result === 'unknown' && !overdue) continue;
    const reason =
      result === 'unknown' ? 'reservation ended; the provider did not answer' : 'reservation ended unpaid';
    if (await release(deps, order.id, { to: 'expired', actor: 'system', reason })) expired++;
  }
  return { expired, paid };
}

/** The payment-reconciliation job: asks about orders let go recently, for payments that came late. */
export async function reconcileReleasedOrders(deps: Deps): Promise<number> {
  const since = new Date(deps.clock().getTime() - LATE_PAYMENT_WATCH_MS);
  const recent = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['expired', 'failed']),
        isNotNull(orders.providerOrderId),
        isNull(orders.paymentId),
        gt(orders.updatedAt, since),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
  let found = 0;
  for (const order of recent) {
    const result = await reconcile(deps, order, 'system');
    if (result === 'paid' || result === 'refunded') found++;
  }
  return found;
}

export type AbandonOutcome = { outcome: 'released' | 'paid' | 'closed'; orderId: string } | undefined;

/**
 * The shopper closed the payment window or the payment failed: the stock goes back now rather
 * than in 15 minutes, unless the provider says the order was paid after all.
 */
export async function abandonPayment(
  deps: Deps,
  userId: number,
  providerOrderId: string,
): Promise<AbandonOutcome> {
  const order = await findOrderByProviderOrderId(deps.db, providerOrderId);
  if (!order || order.userId !== userId) return undefined;
  if (order.status !== 'pending_payment') {
    const paid = PAID_STATUSES.has(order.status);
    return { outcome: paid ? 'paid' : 'closed', orderId: order.orderId };
  }
  const actor = shopperActor(userId);
  const result = await reconcile(deps, order, actor);
  if (result === 'paid') return { outcome: 'paid', orderId: order.orderId };
  if (result === 'refunded') return { outcome: 'closed', orderId: order.orderId };
  await release(deps, order.id, { to: 'failed', actor, reason: 'payment failed or window closed' });
  return { outcome: 'released', orderId: order.orderId };
}
