/**
 * The one writer of product_stock (docs/product.md section 14): every change of a size's count
 * goes through changeStock, which writes the stock_changes row (before, after, who, why) in the
 * caller's transaction, so the history can never disagree with the stock.
 */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '#server/db/client';
import { productStock, products, stockChanges } from '#server/db/schema';
import type { StockChangeReason } from '#shared/stock-history';
import { sizeRestocked } from '../notify-me/restock';

export interface StockCause {
  /** Spelt as in order_events: 'shopper:<id>', 'admin:<id>', 'provider', 'system' or 'job:<name>'. */
  actor: string;
  reason: StockChangeReason;
  /** The public order id when an order caused the change. */
  orderId?: string;
}

export type StockChange =
  /** Adds (positive) or takes (negative) units; a take that would go below 0 changes nothing. */
  | { productId: number; size: string; delta: number }
  /** Sets the count; a size without a row gets one. */
  | { productId: number; size: string; set: number };

export type StockChangeResult =
  | { ok: true; before: number; after: number }
  | { ok: false; available: number };

/**
 * Applies one change and records it. A take is one guarded UPDATE (docs/architecture.md section
 * 7): a concurrent buyer's UPDATE waits for ours and re-checks `quantity >= n`, so stock never goes
 * negative; the row lock it holds makes `after - delta` the exact count before.
 */
export async function changeStock(
  tx: DbOrTx,
  change: StockChange,
  cause: StockCause,
): Promise<StockChangeResult> {
  const where = and(eq(productStock.productId, change.productId), eq(productStock.size, change.size));
  if ('delta' in change) {
    if (change.delta === 0) return { ok: true, ...(await countOf(tx, change)) };
    const taken = await applyDelta(tx, change, cause);
    if (taken) {
      await whenRestocked(tx, change, taken);
      return { ok: true, ...taken };
    }
    if (change.delta > 0) {
      // No row yet (a size never stocked): giving units back creates it.
      return changeStock(tx, { productId: change.productId, size: change.size, set: change.delta }, cause);
    }
    const [current] = await tx.select({ quantity: productStock.quantity }).from(productStock).where(where);
    return { ok: false, available: current?.quantity ?? 0 };
  }
  const [current] = await tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(where)
    .for('update');
  const before = current?.quantity ?? 0;
  const after = change.set;
  if (current && before === after) return { ok: true, before, after };
  await tx
    .insert(productStock)
    .values({ productId: change.productId, size: change.size, quantity: after })
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.size],
      set: { quantity: sql`excluded.quantity` },
    });
  if (!current && after === 0) return { ok: true, before, after };
  await tx.insert(stockChanges).values({
    productId: change.productId,
    size: change.size,
    before,
    after,
    actor: cause.actor,
    reason: cause.reason,
    orderId: cause.orderId ?? null,
  });
  await whenRestocked(tx, change, { before, after });
  return { ok: true, before, after };
}

/**
 * Units that came back on sale, by whatever path, answer waiting notify-me requests
 * (docs/decisions/028-notify-me-and-wishlist.md); called while the size's row lock is held.
 */
async function whenRestocked(
  tx: DbOrTx,
  change: { productId: number; size: string },
  counts: { before: number; after: number },
): Promise<void> {
  if (counts.after > counts.before)
    await sizeRestocked(tx, {
      productId: change.productId,
      size: change.size,
      units: counts.after - counts.before,
    });
}

/**
 * The guarded UPDATE and its history row in ONE statement (docs/decisions/018-checkout-at-the-database-pace.md):
 * the row lock a take holds until commit then lasts one round trip, not two. Answers undefined
 * when the guard refused (or the size has no row), and nothing was written.
 */
async function applyDelta(
  tx: DbOrTx,
  change: { productId: number; size: string; delta: number },
  cause: StockCause,
): Promise<{ before: number; after: number } | undefined> {
  const [row] = await executeRows<{ after: number | string }>(
    tx,
    sql`
    with changed as (
      update ${productStock} set quantity = quantity + ${change.delta}
      where product_id = ${change.productId} and size = ${change.size} and quantity + ${change.delta} >= 0
      returning quantity)
    insert into ${stockChanges} (product_id, size, before, after, actor, reason, order_id)
    select ${change.productId}::int, ${change.size}::text, quantity - ${change.delta}::int, quantity,
      ${cause.actor}::text, ${cause.reason}::text, ${cause.orderId ?? null}::text
    from changed
    returning after`,
  );
  if (!row) return undefined;
  const after = Number(row.after);
  return { before: after - change.delta, after };
}

/**
 * Stock of products just created (no rows yet), in two statements however many rows: the demo
 * catalogue seeds this way. Each count above 0 is recorded as a change from 0.
 */
export async function stockNewProducts(
  tx: DbOrTx,
  rows: { productId: number; size: string; quantity: number }[],
  cause: StockCause,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(productStock).values(rows);
  const changed = rows.filter((row) => row.quantity > 0);
  if (changed.length === 0) return;
  await tx.insert(stockChanges).values(
    changed.map((row) => ({
      productId: row.productId,
      size: row.size,
      before: 0,
      after: row.quantity,
      actor: cause.actor,
      reason: cause.reason,
      orderId: cause.orderId ?? null,
    })),
  );
}

async function countOf(tx: DbOrTx, change: { productId: number; size: string }) {
  const count = await unitsInStock(tx, change);
  return { before: count, after: count };
}

/** Units of one size on sale now (0 for a size never stocked); a read, no lock. */
export async function unitsInStock(db: DbOrTx, line: { productId: number; size: string }): Promise<number> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)));
  return row?.quantity ?? 0;
}

export interface StockHistoryRow {
  id: number;
  size: string;
  before: number;
  after: number;
  actor: string;
  reason: string;
  orderId: string | null;
  createdAt: Date;
}

/** One page of a product's stock history, newest first, and how many rows it has in all. */
export async function readStockHistory(
  db: DbOrTx,
  productId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: StockHistoryRow[]; total: number }> {
  const rows = await db
    .select({
      id: stockChanges.id,
      size: stockChanges.size,
      before: stockChanges.before,
      after: stockChanges.after,
      actor: stockChanges.actor,
      reason: stockChanges.reason,
      orderId: stockChanges.orderId,
      createdAt: stockChanges.createdAt,
    })
    .from(stockChanges)
    .where(eq(stockChanges.productId, productId))
    .orderBy(desc(stockChanges.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockChanges)
    .where(eq(stockChanges.productId, productId));
  return { rows, total: count?.total ?? 0 };
}

/**
 * Sizes of live products at or under `threshold`, fewest first (the dashboard's low-stock list);
 * hidden products count, since they may be shown again.
 */
export async function lowStockSizes(
  db: DbOrTx,
  threshold: number,
  limit: number,
): Promise<{ itemId: string; name: string; size: string; quantity: number }[]> {
  return db
    .select({
      itemId: products.itemId,
      name: products.name,
      size: productStock.size,
      quantity: productStock.quantity,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(and(isNull(products.archivedAt), lte(productStock.quantity, threshold)))
    .orderBy(asc(productStock.quantity), asc(products.name), asc(productStock.size))
    .limit(limit);
}

/** How many live products have any size at or under `threshold`. */
export async function countLowStockProducts(db: DbOrTx, threshold: number): Promise<number> {
  const [row] = await db
    .select({ products: sql<number>`count(distinct ${productStock.productId})::int` })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(and(isNull(products.archivedAt), lte(productStock.quantity, threshold)));
  return row?.products ?? 0;
}
