/**
 * The back office's order operations (docs/product.md section 4): list every order, dispatch with a
 * tracking id, cancel. Only captured (Processed) orders may be dispatched or cancelled.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { ADMIN_ORDERS_PAGE_SIZE } from '#shared/constants';
import { dispatchSchema, type OrderJson, type OrderStatus } from '#shared/orders';
import type { Actor } from './order-events';
import { loadOrdersJson } from './order-json';
import { queueDispatchMail } from './order-mail';
import { findOrderByPublicId, type OrderRow } from './order-queries';
import { SHOPPER_VISIBLE_STATUSES } from './shopper-orders';
import { moveOrder } from './transition';

/** Newest first, 50 a page; without a status, the orders a shopper has placed (not abandoned payments). */
export function listAllOrders(
  db: DbOrTx,
  query: { page?: number; status?: OrderStatus },
): Promise<OrderJson[]> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const where = query.status
    ? eq(orders.status, query.status)
    : inArray(orders.status, [...SHOPPER_VISIBLE_STATUSES]);
  return loadOrdersJson(db, where, {
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  });
}

/** Locks a captured order for an admin action; 404 when unknown, 409 in any other state. */
export async function lockCapturedOrder(tx: DbOrTx, orderId: string, action: string): Promise<OrderRow> {
  const order = await findOrderByPublicId(tx, orderId, true);
  if (!order || order.status === 'pending_payment') throw new AppError('not_found', 'Order not found.');
  if (order.status !== 'captured') {
    throw new AppError('conflict', `Only a Processed order can be ${action}; this one is ${order.status}.`, {
      code: 'order_state',
    });
  }
  return order;
}

export async function dispatchOrder(
  db: DbOrTx,
  input: { orderId: string; trackingId: string; courier?: string; actor: Actor; now?: Date },
): Promise<OrderJson> {
  const parsed = dispatchSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  // A blank courier is no courier; undefined leaves the column and the event without one.
  const { orderId, trackingId } = parsed.data;
  const courier = parsed.data.courier || undefined;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockCapturedOrder(tx, orderId, 'dispatched');
    const dispatched = await moveOrder(tx, order, {
      to: 'dispatched',
      actor: input.actor,
      at: now,
      set: { trackingId, courier, dispatchedAt: now },
      data: { trackingId, courier },
    });
    await queueDispatchMail(tx, dispatched, trackingId);
    const [json] = await loadOrdersJson(tx, eq(orders.id, order.id));
    return json!;
  });
}
