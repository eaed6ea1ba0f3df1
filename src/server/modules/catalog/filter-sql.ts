/**
 * The catalogue's filters and orders as SQL (docs/product.md section 2, "Filters and sorting"),
 * one piece for the category lists and for search.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { productStock, products } from '#server/db/schema';
import type { CatalogFilters, Sort } from '#shared/catalog-filters';

/** The conditions of `filters` (sizes in stock, price range, colour families), none when there are no filters. */
export function filterConditions(filters: CatalogFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.sizes.length > 0)
    conditions.push(
      sql`exists (select 1 from ${productStock} where ${and(
        eq(productStock.productId, products.id),
        inArray(productStock.size, filters.sizes),
        gt(productStock.quantity, 0),
      )})`,
    );
  // A colour of the family, so the style's card shows that colour (style-cards.ts).
  if (filters.colours?.length) conditions.push(inArray(products.colourFamily, filters.colours));
  if (filters.minPrice !== undefined) conditions.push(gte(products.pricePaise, filters.minPrice * 100));
  // Whole rupees, both ends included: "up to ₹999" keeps a ₹999.50 price.
  if (filters.maxPrice !== undefined) conditions.push(lte(products.pricePaise, filters.maxPrice * 100 + 99));
  return conditions;
}

/** Newest first breaks every tie, so paging through any order shows each product once. */
export function orderFor(sort: Sort | undefined): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  if (sort === 'price_asc') return [asc(products.pricePaise), ...newest];
  if (sort === 'price_desc') return [desc(products.pricePaise), ...newest];
  return newest;
}
