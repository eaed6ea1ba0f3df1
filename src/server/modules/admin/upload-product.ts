/** POST /api/admins/upload: a new product with its four images and six stock counts, in one transaction. */

import type { Db, DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import type { ProductUpload } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import { defaultHsnFor } from '#shared/gst/hsn';
import { rupeesToPaise } from '#shared/money';
import { uniqueViolation } from '../accounts/users';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { recordAdminEvent } from './audit';
import { newItemId } from './item-id';
import { makeImageVariants, readProductJson, reencodeImages, setStock, storeWebp } from './product-writes';

export async function uploadProduct(db: Db, upload: Upload): Promise<ProductJson> {
  // The photos as stored: re-encoded, never the uploaded bytes.
  const input = await reencodeImages(upload.input);
  // A clash of random item ids is vanishingly rare; one retry with a fresh id covers it.
  for (let attempt = 0; ; attempt++) {
    try {
      const product = await db.transaction((tx) => insertProduct(tx, { ...upload, input }));
      invalidateCatalog();
      await makeImageVariants(db, input);
      return product;
    } catch (err) {
      if (attempt >= 2 || uniqueViolation(err) === undefined) throw err;
    }
  }
}

interface Upload {
  adminId: number;
  input: ProductUpload;
  now: Date;
}

async function insertProduct(tx: DbOrTx, { adminId, input, now }: Upload): Promise<ProductJson> {
  const [imageId, image1Id, image2Id, image3Id] = [
    await storeWebp(tx, input.image),
    await storeWebp(tx, input.image1),
    await storeWebp(tx, input.image2),
    await storeWebp(tx, input.image3),
  ];
  const [row] = await tx
    .insert(products)
    .values({
      itemId: newItemId(input.name),
      name: input.name,
      pricePaise: rupeesToPaise(input.price),
      actualPricePaise: rupeesToPaise(input.actualPrice),
      fabric: input.fabric,
      category: input.category,
      hsnCode: input.hsnCode || defaultHsnFor(input.category),
      description: input.description,
      washcare: input.washcare,
      details: input.details,
      specifications: input.specifications,
      imageId: imageId!,
      image1Id: image1Id!,
      image2Id: image2Id!,
      image3Id: image3Id!,
      // A style of one: its colour, when given (docs/decisions/037-colours-as-items.md).
      ...(input.colour
        ? { colourName: input.colour.name, colourHex: input.colour.hex, colourFamily: input.colour.family }
        : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await setStock(tx, row!.id, input.size, { actor: `admin:${adminId}`, reason: 'upload' });
  await recordAdminEvent(tx, adminId, 'product.uploaded', {
    itemId: row!.itemId,
    name: row!.name,
    stock: input.size,
  });
  return readProductJson(tx, row!);
}
