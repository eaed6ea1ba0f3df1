/** Saved products as the wishlist page shows them: today's name, price, photo and sizes in stock, and the drop since saved. */
import type { DbOrTx } from '#server/db/client';
import { SIZES, type Size } from '#shared/constants';
import { imageUrl } from '#shared/images';
import { paiseToRupees, rupeesToPaise } from '#shared/money';
import type { WishlistEntry } from '#shared/wishlist';
import { productsOnSale } from '../catalog/products-on-sale';

export interface SavedProduct {
  itemId: string;
  pricePaiseWhenAdded: number;
}

/** In the order given; products no longer on sale are left out (and kept, should they return). */
export async function wishlistEntries(db: DbOrTx, saved: SavedProduct[]): Promise<WishlistEntry[]> {
  const onSale = await productsOnSale(
    db,
    saved.map((line) => line.itemId),
  );
  return saved.flatMap((line) => {
    const product = onSale.get(line.itemId);
    if (!product) return [];
    const sizesInStock: Size[] = SIZES.filter((size) => (product.stock.get(size) ?? 0) > 0);
    return [
      {
        itemId: product.itemId,
        name: product.name,
        image: imageUrl(product.imageId),
        price: paiseToRupees(product.pricePaise),
        priceWhenAdded: paiseToRupees(line.pricePaiseWhenAdded),
        priceDrop: paiseToRupees(Math.max(0, line.pricePaiseWhenAdded - product.pricePaise)),
        sizesInStock,
      },
    ];
  });
}

/**
 * The price a visitor's browser says a product had when saved, believed only between today's
 * price and the product's MRP: a list cannot show a drop bigger than the product's own discount
 * (docs/decisions/028-notify-me-and-wishlist.md).
 */
export function believedPricePaise(
  claimedRupees: number | undefined,
  product: { pricePaise: number; actualPricePaise: number },
): number {
  if (claimedRupees === undefined) return product.pricePaise;
  const claimed = rupeesToPaise(claimedRupees);
  const most = Math.max(product.pricePaise, product.actualPricePaise);
  return Math.min(Math.max(claimed, product.pricePaise), most);
}
