/**
 * The colours of the styles a list of products belongs to, for the product JSON's `colours`
 * (docs/product.md, "Colours and styles"): one query for a whole page, the storefront's colours
 * only (neither archived nor hidden), in the admin's order, each with whether any size is in stock.
 */
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import type { ProductJson } from '#shared/catalog';
import type { ColourSwatch } from '#shared/colours';
import { imageUrl } from '#shared/images';
import { type ProductRow, type ProductWithStock, toProductJson } from './product-json';
import { onStorefront } from './storefront-condition';
import { inStock } from './style-cards';

/** Each style's colours by style id. */
export async function coloursOfStyles(db: DbOrTx, styleIds: number[]): Promise<Map<number, ColourSwatch[]>> {
  const byStyle = new Map<number, ColourSwatch[]>();
  if (styleIds.length === 0) return byStyle;
  const rows = await db
    .select({
      styleId: products.styleId,
      itemId: products.itemId,
      name: products.colourName,
      hex: products.colourHex,
      family: products.colourFamily,
      imageId: products.imageId,
      inStock,
    })
    .from(products)
    .where(
      and(inArray(products.styleId, [...new Set(styleIds)]), isNotNull(products.colourName), onStorefront()),
    )
    .orderBy(asc(products.styleId), asc(products.stylePosition), asc(products.id));
  for (const row of rows) {
    const list = byStyle.get(row.styleId!) ?? [];
    list.push({
      itemId: row.itemId,
      name: row.name!,
      hex: row.hex!,
      family: row.family!,
      image: imageUrl(row.imageId),
      inStock: row.inStock,
    });
    byStyle.set(row.styleId!, list);
  }
  return byStyle;
}

/** Products with their stock -> the product JSON, each with its style's colours. */
export async function withColours(db: DbOrTx, list: ProductWithStock[]): Promise<ProductJson[]> {
  const styled = list.map(({ product }) => product.styleId).filter((id): id is number => id !== null);
  const byStyle = await coloursOfStyles(db, styled);
  return list.map(({ product, stock }) => toProductJson(product, stock, coloursFor(product, byStyle)));
}

function coloursFor(product: ProductRow, byStyle: Map<number, ColourSwatch[]>): ColourSwatch[] | undefined {
  // A style of one, or a colour the storefront does not show (hidden): its own colour alone.
  if (product.styleId === null) return undefined;
  const colours = byStyle.get(product.styleId);
  return colours?.some((c) => c.itemId === product.itemId) ? colours : undefined;
}
