/**
 * Returns (docs/product.md, "After the order"): how many calendar days after delivery a shopper
 * may ask to return or exchange. The refund policy page and the order page read it from here.
 */
import { z } from 'zod';
import { defineSection } from './section';

export const RETURN_SETTINGS_MESSAGES = {
  windowDays: 'The return window must be 0 to 60 calendar days',
} as const;

export const returnSettingsSchema = z.object({
  /** 0 turns returns off. */
  windowDays: z
    .number({ error: RETURN_SETTINGS_MESSAGES.windowDays })
    .int({ error: RETURN_SETTINGS_MESSAGES.windowDays })
    .min(0, { error: RETURN_SETTINGS_MESSAGES.windowDays })
    .max(60, { error: RETURN_SETTINGS_MESSAGES.windowDays }),
});

export type ReturnSettings = z.output<typeof returnSettingsSchema>;

export const DEFAULT_RETURN_WINDOW_DAYS = 2;

export const returnSettings = defineSection({
  key: 'returns',
  title: 'Returns',
  schema: returnSettingsSchema,
  defaults: { windowDays: DEFAULT_RETURN_WINDOW_DAYS },
});
