/**
 * What the collections module asks of the catalogue (BUSINESS.md section 11; DESIGN.md section
 * 15): a rule's products resolved in SQL, and the condition and order that keep a list to a
 * collection's products. The collections module owns collections; the catalogue owns products,
 * so the queries on products live here.
 */
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import type { CollectionRule } from '#shared/collections/public';
import { onStorefront } from './storefront-condition';

/** A list kept to these item ids; `inOrder`: in their order unless the shopper sorts. */
export interface AmongItems {
  itemIds: string[];
  inOrder?: boolean;
}

/** The storefront's products a rule matches, newest first (the N newest when it says so). */
export async function itemIdsByRule(db: DbOrTx, rule: CollectionRule): Promise<string[]> {
  const conditions: SQL[] = [onStorefront()];
  if (rule.category) conditions.push(eq(products.category, rule.category));
  if (rule.colourFamily) conditions.push(eq(products.colourFamily, rule.colourFamily));
  if (rule.minPrice !== null) conditions.push(gte(products.pricePaise, rule.minPrice * 100));
  // Whole rupees, both ends included, as the catalogue's price filter.
  if (rule.maxPrice !== null) conditions.push(lte(products.pricePaise, rule.maxPrice * 100 + 99));
  const query = db
    .select({ itemId: products.itemId })
    .from(products)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = rule.newest !== null ? await query.limit(rule.newest) : await query;
  return rows.map((row) => row.itemId);
}

/** Only these products (none when the list is empty). */
export function amongCondition(among: AmongItems): SQL {
  return among.itemIds.length > 0 ? inArray(products.itemId, among.itemIds) : sql`false`;
}

/** The products in the order of `itemIds` (a hand-picked collection's order). */
export function amongOrder(among: AmongItems): SQL {
  const ids = sql.join(
    among.itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`array_position(array[${ids}]::text[], ${products.itemId})`;
}
