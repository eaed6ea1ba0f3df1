/**
 * Orders take and give back stock here (checkout, reservations, expiry, cancellation, returns),
 * line by line through the catalogue's changeStock, which records each change in the stock
 * history (docs/product.md section 14). Taking is one guarded UPDATE per line
 * (docs/architecture.md section 7), so stock never goes negative.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderItems } from '#server/db/schema';
import { AppError } from '#server/errors';
import { changeStock, type StockCause } from '../catalog/stock-changes';

export type { StockCause } from '../catalog/stock-changes';
/** What a size has on sale now, for checks made before any stock is taken (an exchange request). */
export { unitsInStock } from '../catalog/stock-changes';

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
export async function tryTakeStock(
  tx: DbOrTx,
  lines: StockLine[],
  cause: StockCause,
): Promise<TakeStockResult> {
  for (const line of inLockOrder(merged(lines))) {
    const taken = await changeStock(
      tx,
      { productId: line.productId, size: line.size, delta: -line.quantity },
      cause,
    );
    if (!taken.ok) return { ok: false, short: line, available: taken.available };
  }
  return { ok: true };
}

export function shortStockMessage(line: StockLine, available: number): string {
  return available > 0
    ? `Only ${available} left of ${line.name} in size ${line.size}. Please update your cart.`
    : `${line.name} in size ${line.size} is out of stock. Please update your cart.`;
}

/** Takes every line or throws 409 naming the product and size (rolling the transaction back). */
export async function takeStock(tx: DbOrTx, lines: StockLine[], cause: StockCause): Promise<void> {
  const result = await tryTakeStock(tx, lines, cause);
  if (!result.ok)
    throw new AppError('conflict', shortStockMessage(result.short, result.available), {
      code: 'out_of_stock',
    });
}

/** Gives back the stock of an order's lines (expiry, failure, cancellation). */
export async function restoreStock(tx: DbOrTx, orderDbId: number, cause: StockCause): Promise<void> {
  await giveBackStock(tx, await orderStockLines(tx, orderDbId), cause);
}

/**
 * Puts units back on sale, each line recorded with the cause. Returns call it with the received
 * lines and `{ actor, reason: 'return', orderId }`, inside the transaction that records the return.
 */
export async function giveBackStock(
  tx: DbOrTx,
  lines: Pick<StockLine, 'productId' | 'size' | 'quantity'>[],
  cause: StockCause,
): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.quantity <= 0) continue;
    await changeStock(tx, { productId: line.productId, size: line.size, delta: line.quantity }, cause);
  }
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
