/** The append-only audit trail: every status change, address change, payment and refund. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents } from '#server/db/schema';

/** 'shopper:<id>', 'admin:<id>', 'provider' or 'system'. */
export type Actor = string;

export const shopperActor = (userId: number): Actor => `shopper:${userId}`;

export async function recordEvent(
  db: DbOrTx,
  event: { orderDbId: number; actor: Actor; type: string; data?: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderDbId,
    actor: event.actor,
    type: event.type,
    data: event.data ?? {},
    createdAt: event.at,
  });
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** An order's history, oldest first: its page's timeline. */
export function eventsOfOrder(db: DbOrTx, orderDbId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderDbId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
