/**
 * A product's own garment measurements (docs/product.md, "Fit confidence"): chest (all round),
 * length (from the shoulder), shoulder (seam to seam) and sleeve, per size, in centimetres in steps
 * of half a centimetre; inches are derived (to the nearest half inch), so the two never disagree.
 * Also the model in the photos: height and the size worn.
 */
import { z } from 'zod';
import { SIZES } from './constants';
import {
  MEASUREMENT_MESSAGES,
  MEASUREMENT_RANGES,
  type MeasurementName,
  MODEL_HEIGHT_CM,
} from './measurements-public';

export * from './measurements-public';

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
