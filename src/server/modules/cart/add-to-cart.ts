/**
 * add-to-cart: quantity is a change (+1..+10 adds, -1 takes one away). A line never drops below
 * 1 and never grows past the stock of its size nor the per-size cap of one order (the setting
 * MAX_UNITS_PER_SIZE, docs/decisions/006); price and shopper come from the server.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type AddToCartInput, unitsPerSizeMessage } from '#shared/cart';
import { SOLD_OUT_MESSAGE } from '#shared/catalog';
import { findBuyableProduct, isSoldOut, stockOfSize } from './catalog';

export function stockLimitMessage(available: number, size: string): string {
  return available > 0 ? `Only ${available} left in size ${size}` : `Size ${size} is out of stock`;
}

/** The shopper's line of one product and size, locked until the transaction ends; undefined when none. */
export async function lockCartLine(
  tx: DbOrTx,
  userId: number,
  productId: number,
  size: string,
): Promise<{ id: number; quantity: number } | undefined> {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)))
    .for('update');
  return line;
}

export async function addToCart(
  db: DbOrTx,
  userId: number,
  input: Pick<AddToCartInput, 'itemId' | 'selectedSize' | 'quantity'>,
  maxUnitsPerSize: number,
): Promise<void> {
  const { selectedSize: size, quantity: change } = input;
  await db.transaction(async (tx) => {
    const product = await findBuyableProduct(tx, input.itemId);
    const stock = await stockOfSize(tx, product.id, size);
    if (stock === undefined)
      throw new AppError('invalid', `Size ${size} is not offered for this product.`, {
        code: 'size_not_offered',
      });
    // A first add of the same line committed meanwhile (another tab, a merge at sign-in) leaves
    // the insert with nothing to do: the line is read again, locked, and checked against the
    // limits once more, so no race lifts it past stock or the per-size cap.
    for (;;) {
      const line = await lockCartLine(tx, userId, product.id, size);
      const next = (line?.quantity ?? 0) + change;
      if (change < 0) {
        if (!line) throw new AppError('not_found', 'This item is not in your cart.');
        if (next < 1)
          throw new AppError('conflict', 'The quantity cannot go below 1. Remove the item instead.');
      } else if (next > stock) {
        if (stock === 0 && (await isSoldOut(tx, product.id)))
          throw new AppError('conflict', SOLD_OUT_MESSAGE, { code: 'out_of_stock' });
        throw new AppError('conflict', stockLimitMessage(stock, size), { code: 'out_of_stock' });
      } else if (next > maxUnitsPerSize) {
        throw new AppError('conflict', unitsPerSizeMessage(maxUnitsPerSize, size), {
          code: 'quantity_limit',
        });
      }
      if (line) {
        await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, line.id));
        return;
      }
      const inserted = await tx
        .insert(cartItems)
        .values({ userId, productId: product.id, size, quantity: next })
        .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId, cartItems.size] })
        .returning({ id: cartItems.id });
      if (inserted.length > 0) return;
    }
  });
}
