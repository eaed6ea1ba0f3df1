/**
 * The back office's order operations (docs/product.md section 4 and "After the order"): list
 * every order, dispatch with a courier and tracking id, mark delivered. Only captured
 * (Processed) orders may be dispatched or cancelled; only dispatched ones delivered.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES, trackingUrl } from '#shared/after-order';
import { markDeliveredSchema } from '#shared/after-order-requests';
import { ADMIN_ORDERS_PAGE_SIZE } from '#shared/constants';
import { dispatchSchema } from '#shared/order-requests';
import type { OrderJson, OrderStatus } from '#shared/orders';
import { paths } from '#shared/paths';
import { defaultCourier, findCourier } from '#shared/settings/couriers';
import { completeInvoiceSettings, issueInvoice } from '../invoices';
import { readSettings } from '../settings';
import type { Actor } from './order-events';
import { orderToInvoice } from './order-invoice';
import { loadOrdersJson } from './order-json';
import { queueDeliveredMail, queueDispatchMail } from './order-mail';
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

/**
 * Dispatches a Processed order with its tracking id and courier (one of the couriers setting's
 * names; without one, the first listed, as SPEC's dispatch call sends none), writes the event
 * and queues the dispatch mail with the courier's tracking page.
 */
export async function dispatchOrder(
  db: DbOrTx,
  input: {
    orderId: string;
    trackingId: string;
    courier?: string;
    actor: Actor;
    now?: Date;
    publicUrl?: string;
  },
): Promise<OrderJson> {
  const parsed = dispatchSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const { orderId, trackingId, courier: named } = parsed.data;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const couriers = await readSettings(tx, 'couriers');
    const known = named === undefined ? defaultCourier(couriers) : findCourier(couriers, named);
    if (!known)
      throw new AppError(
        'invalid',
        named === undefined
          ? AFTER_ORDER_MESSAGES.noCourierListed
          : AFTER_ORDER_MESSAGES.unknownCourier(named),
      );
    const courier = { name: known.name, url: trackingUrl(known.trackingUrlTemplate, trackingId) };
    const order = await lockCapturedOrder(tx, orderId, 'dispatched');
    const dispatched = await dispatchLocked(tx, order, {
      courier: courier.name,
      trackingId,
      trackingUrl: courier.url,
      actor: input.actor,
      now,
      publicUrl: input.publicUrl,
    });
    const [json] = await loadOrdersJson(tx, eq(orders.id, dispatched.id));
    return json!;
  });
}

/**
 * Dispatches a locked Processed order: the status and its event, the tax invoice (dispatch is
 * the time of supply, so no dispatched order is ever without one: docs/product.md, "Invoices")
 * and the dispatch mail. Manual dispatch and the courier booking (modules/shipping) both end here.
 */
export async function dispatchLocked(
  tx: DbOrTx,
  order: OrderRow,
  input: {
    courier: string;
    trackingId: string;
    trackingUrl: string | null;
    actor: Actor;
    now: Date;
    publicUrl?: string;
    /** Extra facts for the event (the shipment's AWB and tracking link). */
    data?: Record<string, unknown>;
  },
): Promise<OrderRow> {
  const { courier, trackingId, now } = input;
  await completeInvoiceSettings(tx);
  const dispatched = await moveOrder(tx, order, {
    to: 'dispatched',
    actor: input.actor,
    at: now,
    set: { trackingId, dispatchedAt: now, courier },
    data: { trackingId, courier, ...input.data },
  });
  await issueInvoice(tx, await orderToInvoice(tx, dispatched), now);
  await queueDispatchMail(tx, dispatched, {
    trackingId,
    courier,
    trackingUrl: input.trackingUrl,
    orderPageUrl: `${input.publicUrl ?? ''}${paths.order(order.orderId)}`,
  });
  return dispatched;
}

/**
 * Marks dispatched orders delivered, one or many at once: all of them or none (an order in any
 * other state refuses the whole batch with 409, naming it). Each gets its event and its mail,
 * which states the return window.
 */
export async function markDelivered(
  db: DbOrTx,
  input: { orderIds: string[]; actor: Actor; now: Date },
): Promise<OrderJson[]> {
  const parsed = markDeliveredSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  const orderIds = [...new Set(parsed.data.orderIds)];
  return db.transaction(async (tx) => {
    const { windowDays } = await readSettings(tx, 'returns');
    // Locked in id order, so two batches sharing orders never wait on each other in a circle.
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.orderId, orderIds))
      .orderBy(asc(orders.id))
      .for('update');
    for (const orderId of orderIds) {
      const order = locked.find((row) => row.orderId === orderId);
      if (!order || order.status === 'pending_payment')
        throw new AppError('not_found', `Order ${orderId} not found.`);
      if (order.status !== 'dispatched')
        throw new AppError('conflict', AFTER_ORDER_MESSAGES.deliveredOnlyDispatched(orderId, order.status), {
          code: 'order_state',
        });
    }
    for (const order of locked) {
      const delivered = await moveOrder(tx, order, {
        to: 'delivered',
        actor: input.actor,
        at: input.now,
        set: { deliveredAt: input.now },
      });
      await queueDeliveredMail(tx, delivered, windowDays);
    }
    return loadOrdersJson(
      tx,
      inArray(
        orders.id,
        locked.map((order) => order.id),
      ),
    );
  });
}

/** Records where the order's returns stand, for its badge (the after-order module decides). */
export async function setReturnState(
  tx: DbOrTx,
  orderDbId: number,
  state: 'requested' | 'returned' | null,
  at: Date,
): Promise<void> {
  await tx.update(orders).set({ returnState: state, updatedAt: at }).where(eq(orders.id, orderDbId));
}
