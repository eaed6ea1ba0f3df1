/**
 * The wishlist (docs/product.md section 19): a heart on product cards and pages. A visitor's list
 * lives in the browser and joins the account's at login; the list shows each product's sizes in
 * stock and any drop in price since it was saved.
 */
import { z } from 'zod';
import type { Size } from './constants';

export const MAX_WISHLIST_ITEMS = 100;
const PRICE_MESSAGE = 'A saved price is a positive number of rupees.';

export const WISHLIST_MESSAGES = {
  full: `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products; remove one to add another.`,
  productNotFound: 'This product is not on sale.',
} as const;

export const wishlistItemId = z
  .string({ error: WISHLIST_MESSAGES.productNotFound })
  .trim()
  .min(1, { error: WISHLIST_MESSAGES.productNotFound })
  .max(200, { error: WISHLIST_MESSAGES.productNotFound });

export const wishlistParamsSchema = z.object({ itemId: wishlistItemId });

/** A line of a visitor's browser list: the product and the price (rupees) it had when saved. */
export const browserWishlistLineSchema = z.object({
  itemId: wishlistItemId,
  price: z
    .number({ error: PRICE_MESSAGE })
    .positive({ error: PRICE_MESSAGE })
    .max(10_000_000, { error: PRICE_MESSAGE })
    .optional(),
});
export type BrowserWishlistLine = z.infer<typeof browserWishlistLineSchema>;

export const browserWishlistSchema = z.object({
  items: z
    .array(browserWishlistLineSchema)
    .max(MAX_WISHLIST_ITEMS, { error: `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products.` }),
});

/** One product of the list as the wishlist page shows it; prices in rupees. */
export interface WishlistEntry {
  itemId: string;
  name: string;
  image: string;
  price: number;
  priceWhenAdded: number;
  /** How much cheaper it is now than when saved; 0 when not cheaper. */
  priceDrop: number;
  sizesInStock: Size[];
}

export interface WishlistAnswer {
  items: WishlistEntry[];
}
