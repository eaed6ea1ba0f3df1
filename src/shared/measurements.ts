/**
 * A product's own garment measurements (docs/product.md, "Fit confidence"): chest (all round),
 * length (from the shoulder), shoulder (seam to seam) and sleeve, per size, in centimetres in steps
 * of half a centimetre; inches are derived (to the nearest half inch), so the two never disagree.
 * Also the model in the photos: height and the size worn.
 */
import { z } from 'zod';
import { SIZES, type Size } from './constants';
import { CM_PER_INCH } from './size-guide';

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

const centimetres = (name: MeasurementName) => {
  const message = MEASUREMENT_MESSAGES.range(name);
  const { min, max } = MEASUREMENT_RANGES[name];
  return z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((value) => Number.isInteger(value * 2), { error: MEASUREMENT_MESSAGES.halfCm });
};

export const measurementRowSchema = z.object({
  chestCm: centimetres('chest'),
  lengthCm: centimetres('length'),
  shoulderCm: centimetres('shoulder'),
  sleeveCm: centimetres('sleeve'),
});
export type MeasurementRow = z.output<typeof measurementRowSchema>;

const sizeSchema = z.enum(SIZES, { error: MEASUREMENT_MESSAGES.modelSize });

/**
 * PUT /api/admins/products/:itemId/measurements: the sizes the admin measured (any of S to XXXL;
 * none clears the table) and the model, or null. The whole table is replaced.
 */
export const measurementsUpdateSchema = z
  .object({
    sizes: z
      .record(z.string(), measurementRowSchema, { error: MEASUREMENT_MESSAGES.sizeUnknown })
      .refine((sizes) => Object.keys(sizes).every((size) => (SIZES as readonly string[]).includes(size)), {
        error: MEASUREMENT_MESSAGES.sizeUnknown,
      }),
    model: z
      .object({
        heightCm: z
          .number({ error: MEASUREMENT_MESSAGES.modelHeight })
          .int({ error: MEASUREMENT_MESSAGES.modelHeight })
          .min(MODEL_HEIGHT_CM.min, { error: MEASUREMENT_MESSAGES.modelHeight })
          .max(MODEL_HEIGHT_CM.max, { error: MEASUREMENT_MESSAGES.modelHeight }),
        sizeWorn: sizeSchema,
      })
      .nullable()
      .default(null),
  })
  .refine(({ sizes, model }) => !model || Object.keys(sizes).length === 0 || model.sizeWorn in sizes, {
    error: MEASUREMENT_MESSAGES.modelSizeMeasured,
  });
export type MeasurementsUpdate = z.output<typeof measurementsUpdateSchema>;

export const itemIdParamsSchema = z.object({ itemId: z.string().min(1).max(100) });

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
