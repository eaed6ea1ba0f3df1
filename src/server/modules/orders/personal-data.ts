/**
 * Orders hold the delivery address and number. An erasure anonymises the orders the law does not
 * keep; an order with a tax invoice keeps its record (the invoice rests on it) until the GST
 * retention period ends, when the retention job anonymises it too. An erasure waits while any
 * order is open (docs/decisions/038-personal-data.md).
 */
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orderItems, orders } from '#server/db/schema';
import type { PersonalDataOwner } from '#server/personal-data';
import { invoicedOrderIds } from '../invoices/personal-data';

/** An order is open until it is delivered (and any return settled), cancelled or has failed. */
const OPEN_STATUSES = ['pending_payment', 'captured', 'dispatched', 'rto'] as const;

export async function hasOpenOrders(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, accountId),
        or(
          inArray(orders.status, [...OPEN_STATUSES]),
          and(isNotNull(orders.returnState), eq(orders.returnState, 'requested')),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function anonymise(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ mobile: '', address: '', deliveryAddress: null })
    .where(inArray(orders.id, ids));
  // Events record address changes and the like; the order's figures stay in the order itself.
  await tx.update(orderEvents).set({ data: {} }).where(inArray(orderEvents.orderId, ids));
}

export const ordersPersonalData: PersonalDataOwner = {
  module: 'orders',
  tables: ['orders', 'order_events'],
  async exportPersonalData(db, subject) {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, subject.accountId))
      .orderBy(orders.id);
    const lines = rows.length
      ? await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return {
      orders: rows.map((row) => ({
        orderId: row.orderId,
        placedAt: row.createdAt.toISOString(),
        status: row.status,
        paymentMethod: row.paymentMethod,
        amountPaise: row.amountPaise,
        mobile: row.mobile,
        deliveryAddress: row.deliveryAddress ?? row.address,
        items: lines
          .filter((line) => line.orderId === row.id)
          .map((line) => ({
            name: line.name,
            size: line.size,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
          })),
      })),
    };
  },
  async erasePersonalData(tx, subject) {
    const kept = await invoicedOrderIds(tx, subject.accountId);
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        kept.length
          ? and(eq(orders.userId, subject.accountId), notInArray(orders.id, kept))
          : eq(orders.userId, subject.accountId),
      );
    await anonymise(
      tx,
      rows.map((row) => row.id),
    );
  },
  async eraseAfterRetention(tx, accountId) {
    const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, accountId));
    await anonymise(
      tx,
      rows.map((row) => row.id),
    );
  },
};

/** When the shopper last placed an order (null: never): an order counts as activity for retention. */
export async function latestOrderAt(db: DbOrTx, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${orders.createdAt})` })
    .from(orders)
    .where(eq(orders.userId, accountId));
  return row?.at ? new Date(row.at) : null;
}
