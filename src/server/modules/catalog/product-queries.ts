/**
 * Reads of live products (archived_at is null) with their stock. The storefront, the admin list
 * and the cart all read products through these, so "archived never shows" lives in one place;
 * the storefront's reads also leave out hidden products (docs/product.md section 14).
 */

import { and, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { productStock, products } from '#server/db/schema';
import type { ProductBox } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import type { CatalogFilters } from '#shared/catalog-filters';
import { type AmongItems, amongCondition, amongOrder } from './collection-members';
import { filterConditions, orderFor } from './filter-sql';
import { type ProductRow, type ProductWithStock, productRowColumns } from './product-json';
import { onStorefront } from './storefront-condition';
import { isStyleCard } from './style-cards';
import { withColours } from './style-colours';

export type { ProductWithStock } from './product-json';
export { onStorefront } from './storefront-condition';

export interface ProductPageQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Omitted: every category. */
  category?: string;
  /** The back office lists hidden products too; the storefront never does. */
  includeHidden?: boolean;
  /** Sizes in stock, price range and order; none: newest first. */
  filters?: CatalogFilters;
  /** The back office's search: words in the name, or the item id (issue 40 point 17). */
  search?: string;
  /** Only these products: a collection's (BUSINESS.md section 11). */
  among?: AmongItems;
  /** The storefront's lists: one product per style, the colour its card shows (style-cards.ts). */
  onePerStyle?: boolean;
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of live products, newest first unless the filters order them otherwise, with their stock. */
export async function loadLiveProductPage(db: DbOrTx, query: ProductPageQuery): Promise<ProductWithStock[]> {
  const live = query.includeHidden ? isNull(products.archivedAt) : onStorefront();
  const conditions = [live, ...(query.filters ? filterConditions(query.filters) : [])];
  if (query.category !== undefined) conditions.push(eq(products.category, query.category));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.itemId, pattern))!);
  }
  if (query.among) conditions.push(amongCondition(query.among));
  const order = orderFor(query.filters?.sort);
  const where = and(...conditions);
  const rows = await db
    .select(productRowColumns)
    .from(products)
    .where(query.onePerStyle ? isStyleCard(where) : where)
    .orderBy(...(query.among?.inOrder && !query.filters?.sort ? [amongOrder(query.among), ...order] : order))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return attachStock(db, rows);
}

/** The same page, already in the product JSON shape, each with its style's colours. */
export async function loadLiveProductJsonPage(db: DbOrTx, query: ProductPageQuery): Promise<ProductJson[]> {
  return withColours(db, await loadLiveProductPage(db, { ...query, onePerStyle: true }));
}

/** One storefront product in the product JSON shape with its style's colours; undefined when not shown. */
export async function loadLiveProductJson(db: DbOrTx, itemId: string): Promise<ProductJson | undefined> {
  const found = await findLiveProductByItemId(db, itemId);
  if (!found) return undefined;
  const [json] = await withColours(db, [found]);
  return json;
}

/** A product the storefront shows, by its public item id; undefined when unknown, archived or hidden. */
export async function findLiveProductByItemId(
  db: DbOrTx,
  itemId: string,
): Promise<ProductWithStock | undefined> {
  const [row] = await db
    .select(productRowColumns)
    .from(products)
    .where(and(eq(products.itemId, itemId), onStorefront()))
    .limit(1);
  if (!row) return undefined;
  const [withStock] = await attachStock(db, [row]);
  return withStock;
}

export async function attachStock(db: DbOrTx, rows: ProductRow[]): Promise<ProductWithStock[]> {
  if (rows.length === 0) return [];
  const stockRows = await db
    .select({ productId: productStock.productId, size: productStock.size, quantity: productStock.quantity })
    .from(productStock)
    .where(
      inArray(
        productStock.productId,
        rows.map((row) => row.id),
      ),
    );
  const byProduct = new Map<number, { size: string; quantity: number }[]>();
  for (const stock of stockRows) {
    const list = byProduct.get(stock.productId) ?? [];
    list.push({ size: stock.size, quantity: stock.quantity });
    byProduct.set(stock.productId, list);
  }
  return rows.map((product) => ({ product, stock: byProduct.get(product.id) ?? [] }));
}

/** A live product by its item id for the back office: hidden ones too; undefined when unknown or archived. */
export async function findAdminProductByItemId(
  db: DbOrTx,
  itemId: string,
): Promise<ProductWithStock | undefined> {
  const [row] = await db
    .select(productRowColumns)
    .from(products)
    .where(and(eq(products.itemId, itemId), isNull(products.archivedAt)))
    .limit(1);
  if (!row) return undefined;
  const [withStock] = await attachStock(db, [row]);
  return withStock;
}

/** Each product's HSN code by products.id, archived ones included: an invoice bills what was sold. */
export async function hsnCodesOf(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, hsnCode: products.hsnCode })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.hsnCode]));
}

/** Each product's category by products.id, archived ones included: a parcel's weight goes by it. */
export async function categoriesOf(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.category]));
}

type BoxRow = Pick<typeof products.$inferSelect, 'boxLengthCm' | 'boxBreadthCm' | 'boxHeightCm'>;

/** A product's own box, or null for the Shipping settings' (docs/product.md section 20). */
export function boxOf(row: BoxRow): ProductBox | null {
  if (row.boxLengthCm === null || row.boxBreadthCm === null || row.boxHeightCm === null) return null;
  return { length: row.boxLengthCm, breadth: row.boxBreadthCm, height: row.boxHeightCm };
}

/** The columns a product's box is stored in; null clears all three. */
export function boxColumns(box: ProductBox | null): BoxRow {
  return {
    boxLengthCm: box?.length ?? null,
    boxBreadthCm: box?.breadth ?? null,
    boxHeightCm: box?.height ?? null,
  };
}

export interface ParcelFacts {
  category: string;
  weightGrams: number | null;
  boxCm: ProductBox | null;
}

/** What a parcel needs of each product by products.id (archived ones included): category, own weight and box. */
export async function parcelFactsOf(db: DbOrTx, productIds: number[]): Promise<Map<number, ParcelFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, productIds));
  return new Map(
    rows.map((row) => [row.id, { category: row.category, weightGrams: row.weightGrams, boxCm: boxOf(row) }]),
  );
}
