/** The append-only audit trail: every status change, address change, payment and refund. */
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
