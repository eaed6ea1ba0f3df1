/**
 * What the storefront needs of measurements.ts (docs/decisions/020-lighter-pages.md): its constants,
 * messages, types and pure helpers, without zod. measurements.ts re-exports all of it beside the API's
 * schemas; the storefront's pages import this file so zod stays out of their first download.
 */
import { SIZES, type Size } from './constants';
import { CM_PER_INCH } from './size-guide-public';

export const MEASUREMENT_NAMES = ['chest', 'length', 'shoulder', 'sleeve'] as const;
export type MeasurementName = (typeof MEASUREMENT_NAMES)[number];

/** What an oversized garment can measure, S to XXXL, with room to spare (cm). */
export const MEASUREMENT_RANGES: Record<MeasurementName, { min: number; max: number }> = {
  chest: { min: 50, max: 200 },
  length: { min: 40, max: 120 },
  shoulder: { min: 30, max: 90 },
  sleeve: { min: 10, max: 90 },
};
export const MODEL_HEIGHT_CM = { min: 100, max: 250 } as const;

const LABELS: Record<MeasurementName, string> = {
  chest: 'Chest',
  length: 'Length',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
};

export const MEASUREMENT_MESSAGES = {
  productNotFound: 'There is no product with this id.',
  range: (name: MeasurementName) =>
    `${LABELS[name]} must be a number of centimetres from ${MEASUREMENT_RANGES[name].min} to ${MEASUREMENT_RANGES[name].max}.`,
  halfCm: 'Measurements are in steps of half a centimetre (for example 61 or 61.5).',
  sizeUnknown: `Sizes are ${SIZES.join(', ')}.`,
  modelHeight: `The model's height must be a whole number of centimetres from ${MODEL_HEIGHT_CM.min} to ${MODEL_HEIGHT_CM.max}.`,
  modelSize: `The size the model wears must be one of ${SIZES.join(', ')}.`,
  modelSizeMeasured: 'Give the measurements of the size the model wears.',
  saved: 'Measurements saved',
} as const;

export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

export interface Length {
  cm: number;
  inches: number;
}

/** GET /api/size-guide/products/:itemId: an empty `sizes` means the product has no table of its own. */
export interface ProductMeasurements {
  itemId: string;
  sizes: Array<{ size: Size } & Record<MeasurementName, Length>>;
  model: { heightCm: number; sizeWorn: Size } | null;
}

export const productMeasurementsUrl = (itemId: string) =>
  `/api/size-guide/products/${encodeURIComponent(itemId)}`;

/** 183 cm -> 6'0" (the model line shows both). */
export function feetAndInches(cm: number): string {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}
