/**
 * Styles and their colours (docs/product.md, "Colours and styles"): the catalogue owns the
 * styles table and each product's place in a style. The back office calls these inside its
 * transactions; a write to a style locks the style's row first, so two edits of one style apply
 * one after the other and a colour name is checked against the colours really there.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { products, styles } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Colour } from '#shared/colours';
import { COLOUR_MESSAGES, MAX_COLOURS_PER_STYLE, repeatedColourName } from '#shared/colours';
import { imageUrl } from '#shared/images';
import type { AdminStyleJson } from '#shared/styles';
import { colourOf, type ProductRow, productRowColumns, toSizeStock } from './product-json';
import { attachStock } from './product-queries';

export interface StyleRow {
  id: number;
  name: string;
}

export async function createStyleRow(tx: DbOrTx, name: string): Promise<number> {
  const [row] = await tx.insert(styles).values({ name }).returning({ id: styles.id });
  return row!.id;
}

/** The style locked for the rest of the transaction; 404 when unknown. */
export async function lockStyle(tx: DbOrTx, styleId: number): Promise<StyleRow> {
  const [row] = await tx
    .select({ id: styles.id, name: styles.name })
    .from(styles)
    .where(eq(styles.id, styleId))
    .for('update');
  if (!row) throw new AppError('not_found', COLOUR_MESSAGES.styleNotFound);
  return row;
}

/** The style's colours that are not archived (hidden ones too), in the admin's order. */
export async function styleMembers(tx: DbOrTx, styleId: number): Promise<ProductRow[]> {
  return tx
    .select(productRowColumns)
    .from(products)
    .where(and(eq(products.styleId, styleId), isNull(products.archivedAt)))
    .orderBy(asc(products.stylePosition), asc(products.id));
}

/**
 * Refuses colours that would break the style: more than MAX_COLOURS_PER_STYLE, or a name one of
 * its colours (or another new one) already has. 409: the request is well formed, the style is not.
 */
export function checkNewColours(members: ProductRow[], names: string[]): void {
  if (members.length + names.length > MAX_COLOURS_PER_STYLE) {
    throw new AppError('conflict', COLOUR_MESSAGES.tooManyColours);
  }
  const existing = members.flatMap((member) => (member.colourName ? [member.colourName] : []));
  const twice = repeatedColourName([...existing, ...names]);
  if (twice) throw new AppError('conflict', COLOUR_MESSAGES.nameTwice(twice));
}

/** A new colour's product row; the caller stores its photos and sets its stock. */
export async function insertColourProduct(
  tx: DbOrTx,
  values: typeof products.$inferInsert,
): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  return row!;
}

/** Puts a product into a style at `position` with its colour. */
export async function placeInStyle(
  tx: DbOrTx,
  productId: number,
  place: { styleId: number; position: number; colour: Colour; now: Date },
): Promise<void> {
  await tx
    .update(products)
    .set({
      styleId: place.styleId,
      stylePosition: place.position,
      colourName: place.colour.name,
      colourHex: place.colour.hex,
      colourFamily: place.colour.family,
      updatedAt: place.now,
    })
    .where(eq(products.id, productId));
}

/** Sets the colours' order: `itemIds` must name each colour of the style exactly once. */
export async function reorderStyle(tx: DbOrTx, styleId: number, itemIds: string[]): Promise<void> {
  const members = await styleMembers(tx, styleId);
  const given = new Set(itemIds);
  const same =
    given.size === itemIds.length &&
    itemIds.length === members.length &&
    members.every((member) => given.has(member.itemId));
  if (!same) throw new AppError('invalid', COLOUR_MESSAGES.orderMismatch);
  const byItemId = new Map(members.map((member) => [member.itemId, member.id]));
  for (const [position, itemId] of itemIds.entries()) {
    await tx
      .update(products)
      .set({ stylePosition: position })
      .where(eq(products.id, byItemId.get(itemId)!));
  }
}

/** A style with its colours, each with its stock, as the back office's style form reads it. */
export async function readAdminStyle(db: DbOrTx, styleId: number): Promise<AdminStyleJson> {
  const [style] = await db
    .select({ id: styles.id, name: styles.name })
    .from(styles)
    .where(eq(styles.id, styleId));
  if (!style) throw new AppError('not_found', COLOUR_MESSAGES.styleNotFound);
  const withStock = await attachStock(db, await styleMembers(db, styleId));
  return {
    ...style,
    colours: withStock.map(({ product, stock }) => ({
      itemId: product.itemId,
      name: product.name,
      colour: colourOf(product),
      image: imageUrl(product.imageId),
      hidden: product.hidden,
      size: toSizeStock(stock),
    })),
  };
}
