/** Cart rules (docs/product.md sections 3, 5, 7; docs/architecture.md section 6), shared by the API and the web app. */
import { z } from 'zod';
import { SIZES } from './constants';

/** The largest number of units one add-to-cart call may add. */
export const MAX_QUANTITY_CHANGE = 10;

export const SELECT_SIZE_MESSAGE = 'please select size';
export const QUANTITY_MESSAGE = `Quantity must be -1 (one less) or a whole number from 1 to ${MAX_QUANTITY_CHANGE}.`;
export const ITEM_REMOVED_MESSAGE = 'Item removed';
export const EMPTY_CART_MESSAGE = 'Your cart is empty';

/** The cart's answer when a line would pass the per-size cap of one order (a server setting). */
export function unitsPerSizeMessage(maxUnits: number, size: string): string {
  return `You can buy at most ${maxUnits} of size ${size} in one order.`;
}

const itemId = z
  .string({ error: 'Please choose a product.' })
  .trim()
  .min(1, { error: 'Please choose a product.' })
  .max(200, { error: 'Please choose a product.' });

export const sizeSchema = z.enum(SIZES, { error: SELECT_SIZE_MESSAGE });

/**
 * A change to one cart line: +1..+10 adds (product page, plus button), -1 takes one away (minus
 * button). Any `price` or `userData` a client sends is accepted and ignored: the server reads the
 * price from the catalogue and the shopper from the session.
 */
export const addToCartSchema = z.object({
  itemId,
  selectedSize: sizeSchema,
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .refine((q) => q === -1 || (q >= 1 && q <= MAX_QUANTITY_CHANGE), { error: QUANTITY_MESSAGE }),
  price: z.unknown().optional(),
  userData: z.unknown().optional(),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** Without a size, every line of the product goes. */
export const removeItemSchema = z.object({
  itemId,
  selectedSize: sizeSchema.optional(),
});
export type RemoveItemInput = z.infer<typeof removeItemSchema>;

/** Most lines a visitor's cart (kept in the browser) may hold when it is previewed or merged. */
export const MAX_BROWSER_CART_LINES = 50;

/**
 * A visitor's cart, kept in the browser until sign-in (docs/product.md section 3): lines of
 * product, size and units. The server caps each by stock and the per-size limit when it merges.
 */
export const browserCartSchema = z.object({
  items: z
    .array(
      z.object({
        itemId,
        selectedSize: sizeSchema,
        quantity: z.number({ error: QUANTITY_MESSAGE }).int({ error: QUANTITY_MESSAGE }).min(1).max(99),
      }),
    )
    .max(MAX_BROWSER_CART_LINES, { error: `A cart holds at most ${MAX_BROWSER_CART_LINES} lines.` }),
});
export type BrowserCart = z.infer<typeof browserCartSchema>;
export type BrowserCartLine = BrowserCart['items'][number];

/** What a merge at sign-in changed of the browser's lines, one sentence each. */
export interface CartMergeAnswer extends Cart {
  adjusted: string[];
}

export interface CartItem {
  _id: string;
  itemId: string;
  name: string;
  /** URL of the product's main image. */
  image: string;
  /** Current catalogue price of one unit, in rupees. */
  price: number;
  selectedSize: string;
  /** Added beside SPEC's fields: the colour's name, null for a product without one ("Olive / L"). */
  colour?: string | null;
  quantity: number;
  /** Units of this size that can be bought now (0 when sold out or withdrawn). */
  available: number;
}

export interface Cart {
  userName: string;
  items: CartItem[];
}

export interface RemoveItemResponse {
  message: string;
}
