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
  /** The colour's name, null for a product without one. */
  colour: string | null;
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
      colour: products.colourName,
      quantity: cartItems.quantity,
      stock: productStock.quantity,
      archivedAt: products.archivedAt,
      hidden: products.hidden,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productStock,
      and(eq(productStock.productId, cartItems.productId), eq(productStock.size, cartItems.size)),
    )
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // A hidden product is off sale like an archived one (docs/product.md section 14).
  return rows.map(({ stock, archivedAt, hidden, ...line }) => ({
    ...line,
    archived: archivedAt !== null || hidden,
    available: archivedAt !== null || hidden ? 0 : (stock ?? 0),
  }));
}
