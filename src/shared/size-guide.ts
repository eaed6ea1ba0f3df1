/**
 * The size guide (docs/product.md section 10; docs/decisions/009-storefront-search-sizes-delivery.md):
 * garment chest and length per category and size. The admin enters inches, in steps of half an
 * inch; centimetres are derived (inches x 2.54, to the nearest whole centimetre), so the two can
 * never disagree.
 */
import { z } from 'zod';
import { SIZES } from './constants';
import { CHEST_INCHES, LENGTH_INCHES, SIZE_GUIDE_MESSAGES } from './size-guide-public';

export * from './size-guide-public';

const measurement = (range: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message })
    .refine((value) => Number.isInteger(value * 2), { error: SIZE_GUIDE_MESSAGES.halfInch });

const sizeRow = z.object(
  {
    chestInches: measurement(CHEST_INCHES, SIZE_GUIDE_MESSAGES.chestRange),
    lengthInches: measurement(LENGTH_INCHES, SIZE_GUIDE_MESSAGES.lengthRange),
  },
  { error: SIZE_GUIDE_MESSAGES.sizesMissing },
);

/** PUT /api/admins/size-guide/:category: all six sizes, in inches; anything else sent is ignored. */
export const sizeGuideUpdateSchema = z
  .object({
    sizes: z.object(
      { S: sizeRow, M: sizeRow, L: sizeRow, XL: sizeRow, XXL: sizeRow, XXXL: sizeRow },
      { error: SIZE_GUIDE_MESSAGES.sizesMissing },
    ),
  })
  .refine(
    ({ sizes }) =>
      SIZES.every(
        (size, i) =>
          i === 0 ||
          (sizes[size].chestInches >= sizes[SIZES[i - 1]!].chestInches &&
            sizes[size].lengthInches >= sizes[SIZES[i - 1]!].lengthInches),
      ),
    { error: SIZE_GUIDE_MESSAGES.growing },
  );
export type SizeGuideUpdate = z.output<typeof sizeGuideUpdateSchema>;

export const sizeGuideParamsSchema = z.object({ category: z.string().min(1).max(100) });
