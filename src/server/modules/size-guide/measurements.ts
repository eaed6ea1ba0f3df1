/**
 * A product's own garment measurements and its model (docs/product.md, "Fit confidence"): read
 * for the product page's size guide, replaced whole from the admin's product form.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { productMeasurements, productModels } from '#server/db/schema';
import { SIZES, type Size } from '#shared/constants';
import { cmToInches, type MeasurementsUpdate, type ProductMeasurements } from '#shared/measurements';

const length = (cm: number) => ({ cm, inches: cmToInches(cm) });

export async function readProductMeasurements(db: DbOrTx, itemId: string): Promise<ProductMeasurements> {
  const [rows, [model]] = await Promise.all([
    db
      .select()
      .from(productMeasurements)
      .where(eq(productMeasurements.itemId, itemId))
      .orderBy(asc(productMeasurements.size)),
    db.select().from(productModels).where(eq(productModels.itemId, itemId)).limit(1),
  ]);
  const bySize = new Map(rows.map((row) => [row.size, row]));
  return {
    itemId,
    sizes: SIZES.filter((size) => bySize.has(size)).map((size) => {
      const row = bySize.get(size)!;
      return {
        size,
        chest: length(row.chestCm),
        length: length(row.lengthCm),
        shoulder: length(row.shoulderCm),
        sleeve: length(row.sleeveCm),
      };
    }),
    model: model ? { heightCm: model.heightCm, sizeWorn: model.sizeWorn as Size } : null,
  };
}

/** Replaces the table and the model in the caller's transaction: a failure leaves the old ones whole. */
export async function replaceProductMeasurements(
  tx: DbOrTx,
  itemId: string,
  update: MeasurementsUpdate,
  now: Date,
): Promise<void> {
  await tx.delete(productMeasurements).where(eq(productMeasurements.itemId, itemId));
  const rows = Object.entries(update.sizes).map(([size, row]) => ({ itemId, size, ...row, updatedAt: now }));
  if (rows.length > 0) await tx.insert(productMeasurements).values(rows);
  await tx.delete(productModels).where(eq(productModels.itemId, itemId));
  if (update.model) await tx.insert(productModels).values({ itemId, ...update.model, updatedAt: now });
}
