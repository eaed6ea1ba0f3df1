/**
 * A shopper's saved products (docs/product.md section 19): add, remove, read, and the join of a
 * visitor's browser list at login. Each row keeps the price the product had when saved.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { wishlistItems } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type BrowserWishlistLine, MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES } from '#shared/wishlist';
import { productsById } from '../catalog/products-by-id';
import { productsOnSale } from '../catalog/products-on-sale';
import { believedPricePaise, type SavedProduct, wishlistEntries } from './entries';

/** The shopper's list, newest first, as the wishlist page shows it. */
export async function readWishlist(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ productId: wishlistItems.productId, pricePaiseWhenAdded: wishlistItems.pricePaiseWhenAdded })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const products = await productsById(
    db,
    rows.map((row) => row.productId),
  );
  const saved: SavedProduct[] = rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [{ itemId: product.itemId, pricePaiseWhenAdded: row.pricePaiseWhenAdded }] : [];
  });
  return wishlistEntries(db, saved);
}

async function countSaved(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.count ?? 0;
}

/** Saves a product on sale at today's price; saving it again changes nothing. */
export async function addToWishlist(db: DbOrTx, userId: number, itemId: string): Promise<void> {
  const product = (await productsOnSale(db, [itemId])).get(itemId);
  if (!product)
    throw new AppError('not_found', WISHLIST_MESSAGES.productNotFound, { code: 'product_unavailable' });
  if ((await countSaved(db, userId)) >= MAX_WISHLIST_ITEMS)
    throw new AppError('conflict', WISHLIST_MESSAGES.full);
  await db
    .insert(wishlistItems)
    .values({ userId, productId: product.id, pricePaiseWhenAdded: product.pricePaise })
    .onConflictDoNothing();
}

/** Removing a product not in the list is not an error: the heart was already empty. */
export async function removeFromWishlist(db: DbOrTx, userId: number, itemId: string): Promise<void> {
  const product = (await productsOnSale(db, [itemId])).get(itemId);
  if (!product) return;
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
}

/**
 * Adds a visitor's browser list to the account's: products already saved keep their row (and
 * price); products off sale are left out; the list stops at MAX_WISHLIST_ITEMS.
 */
export async function mergeBrowserWishlist(
  db: DbOrTx,
  userId: number,
  lines: BrowserWishlistLine[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const onSale = await productsOnSale(
      tx,
      lines.map((line) => line.itemId),
    );
    const details = await productsById(
      tx,
      [...onSale.values()].map((product) => product.id),
    );
    let room = MAX_WISHLIST_ITEMS - (await countSaved(tx, userId));
    for (const line of lines) {
      const product = onSale.get(line.itemId);
      const detail = product && details.get(product.id);
      if (!product || !detail || room <= 0) continue;
      const added = await tx
        .insert(wishlistItems)
        .values({
          userId,
          productId: product.id,
          pricePaiseWhenAdded: believedPricePaise(line.price, detail),
        })
        .onConflictDoNothing()
        .returning({ productId: wishlistItems.productId });
      room -= added.length;
    }
  });
}

/** A visitor's browser list as the wishlist page shows it. */
export async function previewBrowserWishlist(db: DbOrTx, lines: BrowserWishlistLine[]) {
  const onSale = await productsOnSale(
    db,
    lines.map((line) => line.itemId),
  );
  const details = await productsById(
    db,
    [...onSale.values()].map((product) => product.id),
  );
  const saved: SavedProduct[] = lines.flatMap((line) => {
    const product = onSale.get(line.itemId);
    const detail = product && details.get(product.id);
    return detail
      ? [{ itemId: line.itemId, pricePaiseWhenAdded: believedPricePaise(line.price, detail) }]
      : [];
  });
  return wishlistEntries(db, saved);
}
