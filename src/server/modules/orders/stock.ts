/**
 * The one place stock is taken and given back (checkout, reservations, expiry, cancellation).
 * Taking is one guarded UPDATE per line (docs/architecture.md section 7): under Read Committed a concurrent
 * buyer's UPDATE waits for ours and then re-checks `quantity >= n`, so stock never goes negative.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems, productStock } from '#server/db/schema';
import { AppError } from '#server/errors';

export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
  /** For the message when the line is short. */
  name: string;
}

/** Rows are always locked in the same order, so two orders never wait on each other in a circle. */
function inLockOrder<T extends { productId: number; size: string }>(lines: T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size));
}

function merged(lines: StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.productId}/${line.size}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byKey.values()];
}

export type TakeStockResult = { ok: true } | { ok: false; short: StockLine; available: number };

/**
 * Takes every line or, when one is short, reports it; the caller's transaction must then roll
 * back (throw) or otherwise undo, since earlier lines were already taken.
 */
export async function tryTakeStock(tx: DbOrTx, lines: StockLine[]): Promise<TakeStockResult> {
  for (const line of inLockOrder(merged(lines))) {
    const where = and(eq(productStock.productId, line.productId), eq(productStock.size, line.size));
    const taken = await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} - ${line.quantity}` })
      .where(and(where, gte(productStock.quantity, line.quantity)))
      .returning({ quantity: productStock.quantity });
    if (taken.length === 0) {
      const [row] = await tx.select({ quantity: productStock.quantity }).from(productStock).where(where);
      return { ok: false, short: line, available: row?.quantity ?? 0 };
    }
  }
  return { ok: true };
}

export function shortStockMessage(line: StockLine, available: number): string {
  return available > 0
    ? `Only ${available} left of ${line.name} in size ${line.size}. Please update your cart.`
    : `${line.name} in size ${line.size} is out of stock. Please update your cart.`;
}

/** Takes every line or throws 409 naming the product and size (rolling the transaction back). */
export async function takeStock(tx: DbOrTx, lines: StockLine[]): Promise<void> {
  const result = await tryTakeStock(tx, lines);
  if (!result.ok)
    throw new AppError('conflict', shortStockMessage(result.short, result.available), {
      code: 'out_of_stock',
    });
}

/** Gives back the stock of an order's lines (expiry, failure, cancellation). */
export async function restoreStock(tx: DbOrTx, orderDbId: number): Promise<void> {
  await restoreStockLines(tx, await orderStockLines(tx, orderDbId));
}

export async function orderStockLines(db: DbOrTx, orderDbId: number): Promise<StockLine[]> {
  return db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: orderItems.quantity,
      name: orderItems.name,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderDbId));
}

/** Gives back some units (a received return the admin puts back on sale). */
export async function restoreStockLines(
  tx: DbOrTx,
  lines: { productId: number; size: string; quantity: number }[],
): Promise<void> {
  for (const line of inLockOrder(lines)) {
    await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} + ${line.quantity}` })
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)));
  }
}
