/**
 * What the storefront needs of size-guide.ts (docs/decisions/020-lighter-pages.md): its constants,
 * messages, types and pure helpers, without zod. size-guide.ts re-exports all of it beside the API's
 * schemas; the storefront's pages import this file so zod stays out of their first download.
 */
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
