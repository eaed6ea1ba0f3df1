/** remove-item (one size, or every size of a product), clear-cart, and the removals other modules ask for. */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems, products } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { RemoveItemInput } from '#shared/cart';

export async function removeCartItem(db: DbOrTx, userId: number, input: RemoveItemInput): Promise<void> {
  const productIds = db.select({ id: products.id }).from(products).where(eq(products.itemId, input.itemId));
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        inArray(cartItems.productId, productIds),
        input.selectedSize ? eq(cartItems.size, input.selectedSize) : undefined,
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new AppError('not_found', 'This item is not in your cart.');
}

export async function clearCart(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/**
 * Takes an order's units out of the cart once it is paid: a line goes down by the quantity
 * ordered, so units added after create-order stay for a later order; a line that holds no more
 * than was ordered goes.
 */
export async function removeOrderedLines(
  db: DbOrTx,
  userId: number,
  lines: { productId: number; size: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    const where = and(
      eq(cartItems.userId, userId),
      eq(cartItems.productId, line.productId),
      eq(cartItems.size, line.size),
    );
    await db.delete(cartItems).where(and(where, lte(cartItems.quantity, line.quantity)));
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(where, gt(cartItems.quantity, line.quantity)));
  }
}

/** An archived product leaves every cart (docs/product.md, "Archiving"); answers how many lines went. */
export async function removeProductFromCarts(db: DbOrTx, productId: number): Promise<number> {
  const removed = await db
    .delete(cartItems)
    .where(eq(cartItems.productId, productId))
    .returning({ id: cartItems.id });
  return removed.length;
}
