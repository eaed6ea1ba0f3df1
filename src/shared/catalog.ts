/** The product as the API sends it (docs/architecture.md section 6) and the catalogue query rules. */
import { z } from 'zod';
import {
  appendFilterParams,
  type CatalogFilters,
  catalogFilterFields,
  FILTER_PRICE_ORDER_MESSAGE,
  NO_FILTERS,
  priceRangeInOrder,
} from './catalog-filters';
import { colourSwatchSchema } from './colours';
import { SIZES, type Size } from './constants';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
/** Add to Cart on a product with no stock in any size (409). */
export const SOLD_OUT_MESSAGE = 'This product is sold out';
export const INVALID_PAGE_MESSAGE = 'Page must be a whole number of 1 or more.';

/** Deep enough for any real catalogue; stops absurd offsets before they reach the database. */
export const MAX_PAGE = 100_000;

export { catalogPageUrl, facetsApiUrl, productApiUrl } from './catalog-urls';

const stockCount = z.number().int().min(0);

export const productJsonSchema = z.object({
  /** Equals itemId: the public id is the only id a client ever sees. */
  _id: z.string(),
  itemId: z.string(),
  name: z.string(),
  /** Offer price in rupees. */
  price: z.number(),
  /** Original (struck-through) price in rupees. */
  actualPrice: z.number(),
  fabric: z.string(),
  category: z.string(),
  description: z.string(),
  washcare: z.string(),
  details: z.string(),
  specifications: z.string(),
  image: z.string(),
  image1: z.string(),
  image2: z.string(),
  image3: z.string(),
  size: z.object({
    S: stockCount,
    M: stockCount,
    L: stockCount,
    XL: stockCount,
    XXL: stockCount,
    XXXL: stockCount,
  }),
  /** Added beside docs/product.md's fields: the sizes whose stock is above 0, in SIZES order. */
  sizesInStock: z.array(z.enum(SIZES)),
  /** True when no size is in stock: the page shows "Sold out" and no Add to Cart. */
  soldOut: z.boolean(),
  /** Added beside SPEC's fields: this item's colour, null for a product without one. */
  colour: z.object({ name: z.string(), hex: z.string(), family: z.string() }).nullable(),
  /** Added beside SPEC's fields: the style's colours on the storefront, in the admin's order (this one included). */
  colours: z.array(colourSwatchSchema),
});

export type ProductJson = z.infer<typeof productJsonSchema>;
export type SizeStock = ProductJson['size'];

/** The sizes of a stock record that can be bought now, in SIZES order. */
export function sizesInStock(stock: Record<Size, number>): Size[] {
  return SIZES.filter((size) => stock[size] > 0);
}

export const productListSchema = z.array(productJsonSchema);

/** `page` of a paged list: absent or empty means 1; anything but a whole number >= 1 is refused. */
export const pageParamSchema = z
  .string()
  .optional()
  .refine((value) => value === undefined || value === '' || /^[1-9][0-9]{0,5}$/.test(value), {
    message: INVALID_PAGE_MESSAGE,
  })
  .transform((value) => (value === undefined || value === '' ? 1 : Number(value)))
  .refine((page) => page <= MAX_PAGE, { message: INVALID_PAGE_MESSAGE });

/** `category=`: an unknown category is allowed and simply matches nothing. */
export const categoryParamSchema = z
  .string()
  .max(100)
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/**
 * GET /get-items?page=&category=&size=&min=&max=&sort= ; without filters it answers as SPEC's
 * list always has (docs/product.md section 2).
 */
export const getItemsQuerySchema = z
  .object({ page: pageParamSchema, category: categoryParamSchema, ...catalogFilterFields })
  .refine(priceRangeInOrder, { error: FILTER_PRICE_ORDER_MESSAGE });

export const itemIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
