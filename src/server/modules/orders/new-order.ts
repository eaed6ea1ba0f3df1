/**
 * A new order's rows: the order, its line snapshot and its first audit event, in two round trips
 * of the caller's transaction (the order's id comes back from the first; the lines and the event
 * share the second), so checkout spends its time on work, not on waiting
 * (docs/decisions/018-checkout-at-the-database-pace.md).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderEvents, orderItems, orders } from '#server/db/schema';
import type { Actor } from './order-events';
import type { OrderRow } from './order-queries';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export async function insertOrder(
  tx: DbOrTx,
  row: NewOrderRow,
  lines: NewOrderLine[],
  event: { actor: Actor; type: string; data: Record<string, unknown>; at: Date },
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(row).returning();
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${order!.id}::int, ${line.productId}::int, ${line.itemId}::text, ${line.name}::text, ${line.imageId}::text, ${line.size}::text, ${line.colour ?? null}::text, ${line.quantity}::int, ${line.unitPricePaise}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with lines as (
      insert into ${orderItems} (order_id, product_id, item_id, name, image_id, size, colour, quantity, unit_price_paise)
      values ${values})
    insert into ${orderEvents} (order_id, actor, type, data, created_at)
    values (${order!.id}::int, ${event.actor}::text, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb,
      ${event.at.toISOString()}::timestamptz)`);
  return order!;
}
