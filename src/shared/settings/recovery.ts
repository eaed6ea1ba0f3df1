/**
 * Cart recovery (BUSINESS.md section 13): when the reminders of a cart left with items go out
 * (hours after its last change), on which channels, and the optional single-use coupon in the
 * last one (off by default).
 */
import { z } from 'zod';
import { defineSection, wholeSetting } from './section';

export const RECOVERY_SETTINGS_MESSAGES = {
  hours: (which: string) => `The ${which} reminder's delay must be a whole number of hours from 1 to 336`,
  order: 'Each reminder must come later than the one before it',
  percent: 'The coupon must take off a whole number from 1 to 50 per cent',
} as const;

const hours = (which: string) => wholeSetting(RECOVERY_SETTINGS_MESSAGES.hours(which), 1, 336);

export const recoverySettingsSchema = z
  .object({
    /** Reminders on or off for the whole shop. */
    enabled: z.boolean(),
    /** Hours after the cart's last change: the first also decides when a cart counts as left. */
    firstHours: hours('first'),
    secondHours: hours('second'),
    thirdHours: hours('third'),
    /** WhatsApp and SMS go only to shoppers who opted in to reminders; mail to the others. */
    whatsapp: z.boolean(),
    sms: z.boolean(),
    email: z.boolean(),
    /** A single-use coupon for that shopper in the last reminder. */
    couponInLast: z.boolean(),
    couponPercent: wholeSetting(RECOVERY_SETTINGS_MESSAGES.percent, 1, 50),
  })
  .refine((s) => s.firstHours < s.secondHours && s.secondHours < s.thirdHours, {
    error: RECOVERY_SETTINGS_MESSAGES.order,
  });

export const recoverySettings = defineSection({
  key: 'recovery',
  title: 'Cart reminders',
  schema: recoverySettingsSchema,
  defaults: {
    enabled: true,
    firstHours: 1,
    secondHours: 24,
    thirdHours: 72,
    whatsapp: true,
    sms: true,
    email: true,
    couponInLast: false,
    couponPercent: 10,
  },
});
