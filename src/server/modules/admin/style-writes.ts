/**
 * The back office's style writes (docs/product.md, "Colours and styles"): a style made with its
 * colours in one transaction, colours added to a style, reordered, and a product moved into a
 * style. Each colour is a product: its photos go through upload's re-encoding before any
 * transaction opens, and its stock through the stock history, so nothing about stock changes.
 */
import type { Db, DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { COLOUR_MESSAGES, type Colour } from '#shared/colours';
import { defaultHsnFor } from '#shared/gst/hsn';
import { rupeesToPaise } from '#shared/money';
import { type AdminStyleJson, colourItemName, type StyleColourInput, type StyleCreate } from '#shared/styles';
import { uniqueViolation } from '../accounts/users';
import { invalidateCatalog } from '../catalog/catalog-cache';
import type { ProductRow } from '../catalog/product-json';
import {
  checkNewColours,
  createStyleRow,
  insertColourProduct,
  lockStyle,
  placeInStyle,
  readAdminStyle,
  reorderStyle,
  styleMembers,
} from '../catalog/styles';
import { recordAdminEvent } from './audit';
import { newItemId } from './item-id';
import { lockLiveProduct, makeImageVariants, reencodeImages, setStock, storeWebp } from './product-writes';

interface Who {
  adminId: number;
  now: Date;
}

/** What every colour of a style shares, copied onto each colour's product. */
type SharedFields = Omit<StyleCreate, 'colours'>;

export async function createStyle(db: Db, who: Who, input: StyleCreate): Promise<AdminStyleJson> {
  const colours = await Promise.all(input.colours.map((colour) => reencodeImages(colour)));
  const styleId = await withItemIdRetry(() =>
    db.transaction(async (tx) => {
      const id = await createStyleRow(tx, input.name);
      for (const [position, colour] of colours.entries()) {
        await insertColour(tx, who, { styleId: id, position, shared: input, colour });
      }
      await recordAdminEvent(tx, who.adminId, 'style.created', {
        styleId: id,
        name: input.name,
        colours: colours.map((colour) => colour.name),
      });
      return id;
    }),
  );
  return afterWrite(db, styleId, colours);
}

export async function addColours(
  db: Db,
  who: Who,
  styleId: number,
  input: { colours: StyleColourInput[] },
): Promise<AdminStyleJson> {
  const colours = await Promise.all(input.colours.map((colour) => reencodeImages(colour)));
  await withItemIdRetry(() =>
    db.transaction(async (tx) => {
      const style = await lockStyle(tx, styleId);
      const members = await styleMembers(tx, styleId);
      checkNewColours(
        members,
        colours.map((colour) => colour.name),
      );
      const first = members[0];
      if (!first) throw new AppError('conflict', COLOUR_MESSAGES.colourNeeded);
      const shared = sharedFieldsOf(style.name, first);
      for (const [index, colour] of colours.entries()) {
        await insertColour(tx, who, { styleId, position: members.length + index, shared, colour });
      }
      await recordAdminEvent(tx, who.adminId, 'style.colours_added', {
        styleId,
        colours: colours.map((colour) => colour.name),
      });
    }),
  );
  return afterWrite(db, styleId, colours);
}

export async function reorderColours(db: Db, who: Who, styleId: number, itemIds: string[]) {
  await db.transaction(async (tx) => {
    await lockStyle(tx, styleId);
    await reorderStyle(tx, styleId, itemIds);
    await recordAdminEvent(tx, who.adminId, 'style.reordered', { styleId, itemIds });
  });
  return afterWrite(db, styleId, []);
}

/** An existing product joins a style as its last colour (from a style of one, or another style). */
export async function moveIntoStyle(
  db: Db,
  who: Who,
  styleId: number,
  move: { itemId: string; colour: Colour },
): Promise<AdminStyleJson> {
  await db.transaction(async (tx) => {
    await lockStyle(tx, styleId);
    const product = await lockLiveProduct(tx, move.itemId);
    if (product.styleId === styleId) throw new AppError('conflict', COLOUR_MESSAGES.alreadyInStyle);
    const members = await styleMembers(tx, styleId);
    checkNewColours(members, [move.colour.name]);
    await placeInStyle(tx, product.id, {
      styleId,
      position: members.length,
      colour: move.colour,
      now: who.now,
    });
    await recordAdminEvent(tx, who.adminId, 'style.product_moved', { styleId, itemId: move.itemId });
  });
  return afterWrite(db, styleId, []);
}

/** A new style around an existing product, which becomes its first colour. */
export async function styleFromProduct(
  db: Db,
  who: Who,
  input: { name: string; itemId: string; colour: Colour },
): Promise<AdminStyleJson> {
  const styleId = await db.transaction(async (tx) => {
    const product = await lockLiveProduct(tx, input.itemId);
    const id = await createStyleRow(tx, input.name);
    await placeInStyle(tx, product.id, { styleId: id, position: 0, colour: input.colour, now: who.now });
    await recordAdminEvent(tx, who.adminId, 'style.product_moved', { styleId: id, itemId: input.itemId });
    return id;
  });
  return afterWrite(db, styleId, []);
}

async function insertColour(
  tx: DbOrTx,
  who: Who,
  place: { styleId: number; position: number; shared: SharedFields; colour: StyleColourInput },
): Promise<void> {
  const { shared, colour } = place;
  const [imageId, image1Id, image2Id, image3Id] = [
    await storeWebp(tx, colour.image),
    await storeWebp(tx, colour.image1),
    await storeWebp(tx, colour.image2),
    await storeWebp(tx, colour.image3),
  ];
  const name = colourItemName(shared.name, colour.name);
  const row = await insertColourProduct(tx, {
    itemId: newItemId(name),
    name,
    pricePaise: rupeesToPaise(shared.price),
    actualPricePaise: rupeesToPaise(shared.actualPrice),
    fabric: shared.fabric,
    category: shared.category,
    hsnCode: shared.hsnCode || defaultHsnFor(shared.category),
    description: shared.description,
    washcare: shared.washcare,
    details: shared.details,
    specifications: shared.specifications,
    imageId: imageId!,
    image1Id: image1Id!,
    image2Id: image2Id!,
    image3Id: image3Id!,
    styleId: place.styleId,
    stylePosition: place.position,
    colourName: colour.name,
    colourHex: colour.hex,
    colourFamily: colour.family,
    createdAt: who.now,
    updatedAt: who.now,
  });
  await setStock(tx, row.id, colour.size, { actor: `admin:${who.adminId}`, reason: 'upload' });
}

function sharedFieldsOf(styleName: string, first: ProductRow): SharedFields {
  return {
    name: styleName,
    price: first.pricePaise / 100,
    actualPrice: first.actualPricePaise / 100,
    fabric: first.fabric,
    category: first.category as SharedFields['category'],
    hsnCode: first.hsnCode,
    description: first.description,
    washcare: first.washcare,
    details: first.details,
    specifications: first.specifications,
  };
}

/** A clash of random item ids is vanishingly rare; a retry with fresh ids covers it. Other clashes are the admin's. */
async function withItemIdRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'products_style_colour_name') {
        throw new AppError('conflict', COLOUR_MESSAGES.nameTwice('a colour'));
      }
      if (attempt >= 2 || constraint === undefined) throw err;
    }
  }
}

async function afterWrite(
  db: Db,
  styleId: number,
  colours: Parameters<typeof makeImageVariants>[1][],
): Promise<AdminStyleJson> {
  invalidateCatalog();
  for (const colour of colours) await makeImageVariants(db, colour);
  return readAdminStyle(db, styleId);
}
