/**
 * PATCH /api/admins/update-item: any product fields and/or stock counts. The counts *set* the
 * stock (docs/product.md, "Deliberate differences from the original brief"): the admin edits the current counts, not a delta.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { products } from '#server/db/schema';
import { AppError } from '#server/errors';
import { ADMIN_MESSAGES, type ProductUpdate } from '#shared/admin';
import type { ProductJson } from '#shared/catalog';
import { defaultHsnFor } from '#shared/gst/hsn';
import { rupeesToPaise } from '#shared/money';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { boxColumns } from '../catalog/product-queries';
import { recordAdminEvent } from './audit';
import {
  lockLiveProduct,
  makeImageVariants,
  readProductJson,
  reencodeImages,
  setStock,
  storeWebp,
} from './product-writes';

type ProductColumns = Partial<typeof products.$inferInsert>;

const TEXT_FIELDS = [
  'name',
  'fabric',
  'category',
  'description',
  'washcare',
  'details',
  'specifications',
] as const;
const IMAGE_COLUMNS = {
  image: 'imageId',
  image1: 'image1Id',
  image2: 'image2Id',
  image3: 'image3Id',
} as const;

export async function updateProduct(
  db: Db,
  update: { adminId: number; input: ProductUpdate; now: Date },
): Promise<ProductJson> {
  // The photos as stored: re-encoded, never the uploaded bytes.
  const input = await reencodeImages(update.input);
  const product = await db.transaction((tx) => applyUpdate(tx, { ...update, input }));
  invalidateCatalog();
  await makeImageVariants(db, input);
  return product;
}

async function applyUpdate(
  tx: DbOrTx,
  { adminId, input, now }: { adminId: number; input: ProductUpdate; now: Date },
): Promise<ProductJson> {
  const columns = await toColumns(tx, input);
  const stock = input.size ?? {};
  const stockChanged = Object.values(stock).some((count) => count !== undefined);
  if (Object.keys(columns).length === 0 && !stockChanged) {
    throw new AppError('invalid', ADMIN_MESSAGES.nothingToUpdate);
  }
  const current = await lockLiveProduct(tx, input.itemId);
  // A cleared HSN code goes back to the category's default (docs/product.md, "Invoices").
  if (input.hsnCode === '') columns.hsnCode = defaultHsnFor(input.category ?? current.category);
  const [row] = await tx
    .update(products)
    .set({ ...columns, updatedAt: now })
    .where(eq(products.id, current.id))
    .returning();
  await setStock(tx, current.id, stock, { actor: `admin:${adminId}`, reason: 'admin_edit' });
  await recordAdminEvent(tx, adminId, 'product.updated', {
    itemId: current.itemId,
    fields: Object.keys(columns),
    ...(stockChanged ? { stock } : {}),
  });
  return readProductJson(tx, row!);
}

async function toColumns(tx: DbOrTx, input: ProductUpdate): Promise<ProductColumns> {
  const columns: ProductColumns = {};
  for (const field of TEXT_FIELDS) {
    if (input[field] !== undefined) columns[field] = input[field];
  }
  if (input.price !== undefined) columns.pricePaise = rupeesToPaise(input.price);
  if (input.actualPrice !== undefined) columns.actualPricePaise = rupeesToPaise(input.actualPrice);
  if (input.hidden !== undefined) columns.hidden = input.hidden;
  if (input.hsnCode) columns.hsnCode = input.hsnCode;
  if (input.weightGrams !== undefined) columns.weightGrams = input.weightGrams;
  if (input.boxCm !== undefined) Object.assign(columns, boxColumns(input.boxCm));
  for (const [field, column] of Object.entries(IMAGE_COLUMNS) as [keyof typeof IMAGE_COLUMNS, string][]) {
    const bytes = input[field];
    if (bytes !== undefined) (columns as Record<string, string>)[column] = await storeWebp(tx, bytes);
  }
  return columns;
}
