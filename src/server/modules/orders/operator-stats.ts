/**
 * Order figures an operator watches (GET /metrics), each one aggregate read when Prometheus
 * scrapes: how far the reservation-expiry job is behind, and refunds decided but not yet issued.
 */
import { and, eq, lte, min, sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { orders } from '#server/db/schema';

/**
 * The longest any unpaid order has held its stock past the end of its reservation, in seconds
 * (0 when none has); a healthy expiry job keeps it under its interval. Reads the
 * orders_pending_reservation partial index.
 */
export async function overdueReservationSeconds(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ oldest: min(orders.reservedUntil) })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.reservedUntil, now)));
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}

/**
 * Refunds requested (a refund_requested event) with no refund_issued for the same payment yet:
 * money the shop owes back (docs/decisions/006-checkout-and-payments.md).
 */
export async function pendingRefundCount(db: DbOrTx): Promise<number> {
  const rows = await executeRows<{ pending: number }>(
    db,
    sql`
    select count(*)::int as pending from order_events requested
    where requested.type = 'refund_requested'
      and not exists (
        select 1 from order_events issued
        where issued.order_id = requested.order_id and issued.type = 'refund_issued'
          and issued.data->>'paymentId' = requested.data->>'paymentId')`,
  );
  return Number(rows[0]?.pending ?? 0);
}
