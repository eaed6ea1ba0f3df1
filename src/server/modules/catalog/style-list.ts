/**
 * The back office's list of styles (/admin/styles): every style with a colour still in the
 * catalogue, newest first, each colour with its swatch, whether the storefront shows it and
 * whether any size is in stock. One query for the whole list; a shop has tens to a few hundred
 * styles, so the list is not paged.
 */
import { asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products, styles } from '#server/db/schema';
import { imageUrl } from '#shared/images';
import type { AdminStyleSummary } from '#shared/styles';
import { inStock } from './style-cards';

export async function listAdminStyles(db: DbOrTx): Promise<AdminStyleSummary[]> {
  const rows = await db
    .select({
      styleId: styles.id,
      styleName: styles.name,
      itemId: products.itemId,
      colourName: products.colourName,
      hex: products.colourHex,
      hidden: products.hidden,
      imageId: products.imageId,
      inStock,
    })
    .from(styles)
    .innerJoin(products, eq(products.styleId, styles.id))
    .where(isNull(products.archivedAt))
    .orderBy(desc(styles.id), asc(products.stylePosition), asc(products.id));
  const byStyle = new Map<number, AdminStyleSummary>();
  for (const row of rows) {
    let style = byStyle.get(row.styleId);
    if (!style) {
      style = { id: row.styleId, name: row.styleName, image: imageUrl(row.imageId), colours: [] };
      byStyle.set(row.styleId, style);
    }
    style.colours.push({
      itemId: row.itemId,
      name: row.colourName ?? '',
      hex: row.hex ?? '',
      hidden: row.hidden,
      inStock: row.inStock,
    });
  }
  return [...byStyle.values()];
}
