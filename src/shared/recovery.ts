/**
 * Cart recovery's figures per day (BUSINESS.md section 13), as the back office reads them from
 * GET RECOVERY_FIGURES_URL: carts left, reminders queued per channel, clicks on restore links,
 * and orders (and revenue) recovered, i.e. placed within 7 days of a click.
 */
import { z } from 'zod';

export const RECOVERY_FIGURES_URL = '/api/admins/recovery/figures';

export const recoveryDaySchema = z.object({
  /** The day in India (IST), YYYY-MM-DD. */
  day: z.string(),
  cartsLeft: z.number().int(),
  reminders: z.object({ whatsapp: z.number().int(), sms: z.number().int(), email: z.number().int() }),
  clicks: z.number().int(),
  ordersRecovered: z.number().int(),
  revenueRecoveredPaise: z.number().int(),
});
export type RecoveryDay = z.infer<typeof recoveryDaySchema>;

export const recoveryFiguresSchema = z.object({ days: z.array(recoveryDaySchema) });
export type RecoveryFigures = z.infer<typeof recoveryFiguresSchema>;

export const recoveryFiguresQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a whole number from 1 to 90.' })
    .int({ error: 'Days must be a whole number from 1 to 90.' })
    .min(1, { error: 'Days must be a whole number from 1 to 90.' })
    .max(90, { error: 'Days must be a whole number from 1 to 90.' })
    .default(14),
});
