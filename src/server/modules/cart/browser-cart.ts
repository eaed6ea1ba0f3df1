/**
 * A visitor's cart lives in the browser until sign-in (docs/product.md section 3). The server
 * previews it (today's names, prices and stock, in the signed-in cart's shape) and, at sign-in or
 * sign-up, merges it into the account's cart: each line adds to the account's line of the same
 * product and size, capped by the size's stock and the per-size limit of one order. Products no
 * longer on sale are left out; each change is reported in words.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems } from '#server/db/schema';
import type { BrowserCartLine, CartItem } from '#shared/cart';
import { imageUrl } from '#shared/images';
import { paiseToRupees } from '#shared/money';
import { type ProductOnSale, productsOnSale } from '../catalog/products-on-sale';
import { lockCartLine } from './add-to-cart';

/** The lines as the cart page shows them; lines of products off sale or sizes not offered are dropped. */
export async function previewBrowserCart(db: DbOrTx, lines: BrowserCartLine[]): Promise<CartItem[]> {
  const onSale = await productsOnSale(
    db,
    lines.map((line) => line.itemId),
  );
  return lines.flatMap((line, index) => {
    const product = onSale.get(line.itemId);
    const available = product?.stock.get(line.selectedSize);
    if (!product || available === undefined) return [];
    return [
      {
        _id: `browser-${index}`,
        itemId: product.itemId,
        name: product.name,
        image: imageUrl(product.imageId),
        price: paiseToRupees(product.pricePaise),
        selectedSize: line.selectedSize,
        colour: product.colour,
        quantity: line.quantity,
        available,
      },
    ];
  });
}

/** Adds the browser's lines to the account's cart in one transaction; returns what was changed, in words. */
export async function mergeBrowserCart(
  db: DbOrTx,
  userId: number,
  lines: BrowserCartLine[],
  maxUnitsPerSize: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const onSale = await productsOnSale(
      tx,
      lines.map((line) => line.itemId),
    );
    // One line per product and size, locked in a fixed order (as checkout does) so two merges or
    // a merge and an add at once never wait on each other in a circle.
    const wanted = new Map<string, { product: ProductOnSale; size: string; quantity: number }>();
    const adjusted: string[] = [];
    for (const line of lines) {
      const product = onSale.get(line.itemId);
      if (!product || product.stock.get(line.selectedSize) === undefined) {
        adjusted.push(`An item in your cart is no longer on sale and was left out.`);
        continue;
      }
      const key = `${product.id}:${line.selectedSize}`;
      const quantity = (wanted.get(key)?.quantity ?? 0) + line.quantity;
      wanted.set(key, { product, size: line.selectedSize, quantity });
    }
    const ordered = [...wanted.values()].sort(
      (a, b) => a.product.id - b.product.id || a.size.localeCompare(b.size),
    );
    for (const { product, size, quantity } of ordered) {
      const line = await lockCartLine(tx, userId, product.id, size);
      const had = line?.quantity ?? 0;
      const stock = product.stock.get(size) ?? 0;
      const next = Math.min(had + quantity, stock, Math.max(maxUnitsPerSize, had));
      if (next < had + quantity)
        adjusted.push(
          stock <= had
            ? `${product.name} (size ${size}): no more units in stock, your cart keeps ${had}.`
            : `${product.name} (size ${size}): your cart now holds ${next}, the most you can buy.`,
        );
      if (next <= had) continue;
      if (line) await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, line.id));
      else {
        // A line first made at the same moment (another merge, an add) is found on the conflict
        // branch: the sum is capped again there, never lowering what that line holds.
        const cap = Math.min(stock, maxUnitsPerSize);
        await tx
          .insert(cartItems)
          .values({ userId, productId: product.id, size, quantity: next })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId, cartItems.size],
            set: {
              quantity: sql`greatest(${cartItems.quantity}, least(${cartItems.quantity} + ${quantity}, ${cap}))`,
            },
          });
      }
    }
    return [...new Set(adjusted)];
  });
}
