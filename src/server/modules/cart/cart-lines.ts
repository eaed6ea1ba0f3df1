/** A shopper's cart lines joined with today's catalogue price, image and stock. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cartItems, productStock, products } from '#server/db/schema';

export interface CartLine {
  lineId: number;
  productId: number;
  itemId: string;
  name: string;
  imageId: string;
  /** Today's catalogue price of one unit. */
  unitPricePaise: number;
  size: string;
  quantity: number;
  /** Units of this size in stock now (0 when the product is withdrawn). */
  available: number;
  archived: boolean;
}

export async function loadCartLines(db: DbOrTx, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      lineId: cartItems.id,
      productId: cartItems.productId,
      itemId: products.itemId,
      name: products.name,
      imageId: products.imageId,
      unitPricePaise: products.pricePaise,
      size: cartItems.size,
      quantity: cartItems.quantity,
      stock: productStock.quantity,
      archivedAt: products.archivedAt,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productStock,
      and(eq(productStock.productId, cartItems.productId), eq(productStock.size, cartItems.size)),
    )
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ stock, archivedAt, ...line }) => ({
    ...line,
    archived: archivedAt !== null,
    available: archivedAt !== null ? 0 : (stock ?? 0),
  }));
}
