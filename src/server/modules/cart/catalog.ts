/**
 * What the cart needs from the catalogue: a product's current price, image and stock per size.
 * Read straight from the catalogue tables, so the price a shopper pays is always today's.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { productStock, products } from '#server/db/schema';
import { AppError } from '#server/errors';

export interface CatalogProduct {
  id: number;
  itemId: string;
  name: string;
  pricePaise: number;
  imageId: string;
}

/** A product a shopper may buy; 404 when unknown or withdrawn from sale. */
export async function findBuyableProduct(db: DbOrTx, itemId: string): Promise<CatalogProduct> {
  const [row] = await db
    .select({
      id: products.id,
      itemId: products.itemId,
      name: products.name,
      pricePaise: products.pricePaise,
      imageId: products.imageId,
      archivedAt: products.archivedAt,
      hidden: products.hidden,
    })
    .from(products)
    .where(eq(products.itemId, itemId));
  if (!row) throw new AppError('not_found', 'This product was not found.');
  // A hidden product is off sale like an archived one, until the admin shows it again.
  if (row.archivedAt || row.hidden)
    throw new AppError('not_found', 'This product is no longer available.', { code: 'product_unavailable' });
  const { archivedAt: _archived, hidden: _hidden, ...product } = row;
  return product;
}

/** Units in stock of one size, or undefined when the product does not come in that size. */
export async function stockOfSize(db: DbOrTx, productId: number, size: string): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
  return row?.quantity;
}

/** True when no size of the product has stock: Add to Cart then says the product is sold out. */
export async function isSoldOut(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ size: productStock.size })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), gt(productStock.quantity, 0)))
    .limit(1);
  return row === undefined;
}
