/**
 * Low stock (docs/product.md section 14): the dashboard lists a product as low in stock when any
 * of its sizes has this many units or fewer.
 */
import { z } from 'zod';
import { defineSection } from './section';

export const LOW_STOCK_SETTINGS_MESSAGES = {
  threshold: 'The low-stock threshold must be a whole number from 0 to 1,000',
} as const;

export const lowStockSettingsSchema = z.object({
  threshold: z
    .number({ error: LOW_STOCK_SETTINGS_MESSAGES.threshold })
    .int({ error: LOW_STOCK_SETTINGS_MESSAGES.threshold })
    .min(0, { error: LOW_STOCK_SETTINGS_MESSAGES.threshold })
    .max(1000, { error: LOW_STOCK_SETTINGS_MESSAGES.threshold }),
});

export const lowStockSettings = defineSection({
  key: 'lowStock',
  title: 'Low stock',
  schema: lowStockSettingsSchema,
  defaults: { threshold: 3 },
});
