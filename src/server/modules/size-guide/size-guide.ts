/** The size guide table (docs/decisions/009-storefront-search-sizes-delivery.md): read and replace. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { sizeGuides } from '#server/db/schema';
import { AppError } from '#server/errors';
import { CATEGORY_LABELS, SIZES, type Size } from '#shared/constants';
import {
  inchesToCm,
  isCategory,
  SIZE_GUIDE_MESSAGES,
  type SizeGuide,
  type SizeGuideUpdate,
} from '#shared/size-guide';

export async function readSizeGuide(db: DbOrTx, category: string): Promise<SizeGuide> {
  if (!isCategory(category)) throw new AppError('not_found', SIZE_GUIDE_MESSAGES.notFound);
  const rows = await db.select().from(sizeGuides).where(eq(sizeGuides.category, category));
  const bySize = new Map(rows.map((row) => [row.size, row]));
  if (rows.length === 0) throw new AppError('not_found', SIZE_GUIDE_MESSAGES.notFound);
  const updatedAt = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
  return {
    category,
    label: CATEGORY_LABELS[category],
    sizes: SIZES.filter((size) => bySize.has(size)).map((size) => {
      const row = bySize.get(size)!;
      return {
        size,
        chest: { inches: row.chestInches, cm: inchesToCm(row.chestInches) },
        length: { inches: row.lengthInches, cm: inchesToCm(row.lengthInches) },
      };
    }),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Replaces a category's six rows in one statement: a failure leaves the old guide whole. */
export async function replaceSizeGuide(
  db: DbOrTx,
  category: string,
  update: SizeGuideUpdate,
  now: Date,
): Promise<void> {
  if (!isCategory(category)) throw new AppError('not_found', SIZE_GUIDE_MESSAGES.notFound);
  await db
    .insert(sizeGuides)
    .values(
      SIZES.map((size: Size) => ({
        category,
        size,
        chestInches: update.sizes[size].chestInches,
        lengthInches: update.sizes[size].lengthInches,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [sizeGuides.category, sizeGuides.size],
      set: {
        chestInches: sql`excluded.chest_inches`,
        lengthInches: sql`excluded.length_inches`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
