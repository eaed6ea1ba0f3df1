/** Moves a locked order to a new status and writes the audit event in the same transaction. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { OrderStatus } from '#shared/orders';
import { recordOrderSignal, signalOfMove } from '../analytics';
import { type Actor, recordEvent } from './order-events';
import type { OrderRow } from './order-queries';

export interface Transition {
  to: OrderStatus;
  actor: Actor;
  at: Date;
  /** Event type; the new status when omitted. */
  type?: string;
  data?: Record<string, unknown>;
  set?: Partial<
    Pick<
      OrderRow,
      | 'trackingId'
      | 'courier'
      | 'paymentId'
      | 'mobile'
      | 'address'
      | 'deliveryAddress'
      | 'reservedUntil'
      | 'dispatchedAt'
      | 'deliveredAt'
    >
  >;
}

export async function moveOrder(tx: DbOrTx, order: OrderRow, change: Transition): Promise<OrderRow> {
  // The status guard makes a stale caller fail loudly instead of overwriting a newer state.
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to, updatedAt: change.at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated)
    throw new AppError('conflict', 'This order changed meanwhile. Please reload and try again.', {
      code: 'order_state',
    });
  await recordEvent(tx, {
    orderDbId: order.id,
    actor: change.actor,
    type: change.type ?? change.to,
    data: { from: order.status, to: change.to, ...change.data },
    at: change.at,
  });
  // Paid, cancelled and RTO count in the owner's reports from this same transaction (BUSINESS.md section 16).
  const signal = signalOfMove(order.status, change.to);
  if (signal)
    await recordOrderSignal(tx, {
      name: signal,
      orderDbId: order.id,
      amountPaise: order.amountPaise,
      at: change.at,
    });
  return updated;
}
