/** What the storefront may show: neither archived nor hidden (docs/product.md section 14). */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { products } from '#server/db/schema';

/** Search, the sitemap, the colour lists and the catalogue's pages all use it. */
export function onStorefront(): SQL {
  return and(isNull(products.archivedAt), eq(products.hidden, false))!;
}
