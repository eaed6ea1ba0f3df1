/** The dashboard's demand signal (docs/product.md section 19): requests still waiting, per product and size. */
import { asc, desc, eq, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notifyMeRequests } from '#server/db/schema';
import type { PendingDemandRow } from '#shared/notify-me';
import { productsById } from '../catalog/products-by-id';

const SHOWN = 50;

/** Most waited-for first, then the longest waiting. */
export async function pendingDemand(db: DbOrTx): Promise<PendingDemandRow[]> {
  const pending = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      productId: notifyMeRequests.productId,
      size: notifyMeRequests.size,
      pending,
      since: min(notifyMeRequests.createdAt),
    })
    .from(notifyMeRequests)
    .where(eq(notifyMeRequests.status, 'pending'))
    .groupBy(notifyMeRequests.productId, notifyMeRequests.size)
    .orderBy(desc(pending), asc(min(notifyMeRequests.createdAt)))
    .limit(SHOWN);
  const products = await productsById(
    db,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [
      {
        itemId: product.itemId,
        name: product.name,
        size: row.size,
        pending: row.pending,
        since: new Date(row.since ?? 0).toISOString(),
      },
    ];
  });
}
