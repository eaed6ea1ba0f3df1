/** The mobile numbers a shopper gave for their orders: the profile's WhatsApp opt-out covers them all. */
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema';

export async function mobilesOfShopperOrders(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mobile: orders.mobile })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.mobile, '')));
  return rows.map((row) => row.mobile);
}
