/**
 * One card per style on the storefront's lists (BUSINESS.md section 11): of each style's colours
 * that match a list's conditions, the one its card shows, chosen in SQL so paging counts cards,
 * not colours. The colour a filter or a search's colour word asks for comes first (`prefer`), then
 * the first in stock in the admin's order, then the first. A product without a style is a style
 * of one (docs/decisions/037-colours-as-items.md).
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { productStock, products } from '#server/db/schema';

/** The style a product is counted under: its style, or itself alone (negated, never a style's id). */
export const styleKey = sql<number>`coalesce(${products.styleId}, -${products.id})`;

/** Whether any size of the product has stock: a card prefers such a colour, a swatch says so. */
export const inStock = sql<boolean>`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${productStock.quantity} > 0)`;

/**
 * The condition "this product is its style's card among those matching `where`". `where` is read
 * inside a subquery over products, where its column references mean that subquery's rows.
 */
export function isStyleCard(where: SQL | undefined, prefer: SQL[] = []): SQL {
  const order = sql.join([...prefer, desc(inStock), asc(products.stylePosition), asc(products.id)], sql`, `);
  return sql`${products.id} in (select card.id from (select ${products.id} as id, row_number() over (partition by ${styleKey} order by ${order}) as place from ${products} where ${where ?? sql`true`}) as card where card.place = 1)`;
}
