/**
 * The size guide (BUSINESS section 1; docs/decisions/009-storefront-search-sizes-delivery.md):
 * garment chest and length per category and size. The admin enters inches, in steps of half an
 * inch; centimetres are derived (inches x 2.54, to the nearest whole centimetre), so the two can
 * never disagree.
 */
import { z } from 'zod';
import { CATEGORIES, type Category, SIZES, type Size } from './constants';

export const CM_PER_INCH = 2.54;
/** Garment measurements an oversized cut can have, S to XXXL, with room to spare. */
export const CHEST_INCHES = { min: 20, max: 80 } as const;
export const LENGTH_INCHES = { min: 15, max: 50 } as const;

export const SIZE_GUIDE_MESSAGES = {
  notFound: 'There is no size guide for this category.',
  sizesMissing: `Give the chest and length of every size: ${SIZES.join(', ')}.`,
  chestRange: `Chest must be a number of inches from ${CHEST_INCHES.min} to ${CHEST_INCHES.max}.`,
  lengthRange: `Length must be a number of inches from ${LENGTH_INCHES.min} to ${LENGTH_INCHES.max}.`,
  halfInch: 'Measurements are in steps of half an inch (for example 42 or 42.5).',
  growing: 'Each size must measure at least as much as the size before it (S up to XXXL).',
  updated: 'Size guide saved',
} as const;

export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH);
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

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

export interface Measurement {
  inches: number;
  cm: number;
}

/** GET /api/size-guide/:category and the PUT's answer. */
export interface SizeGuide {
  category: Category;
  /** The category as the shop names it ("Hoodies"). */
  label: string;
  /** Garment measurements: chest all round, length from the shoulder. */
  sizes: Array<{ size: Size; chest: Measurement; length: Measurement }>;
  updatedAt: string;
}
