/**
 * Cash on delivery without the losses (docs/product.md, "Cash on delivery and store credit"):
 * who may pay cash, how long a COD order waits for its confirmation, and how long store credit
 * lasts. Every figure here is a setting with the default given; the checkout explains each
 * refusal in words and the server enforces it.
 */
import { z } from 'zod';
import { defineSection, wholeSetting } from './section';

export const COD_SETTINGS_MESSAGES = {
  openOrders: 'Open cash-on-delivery orders per shopper must be 1 to 1,000',
  refusals: 'Refused or returned orders before COD stops must be 1 to 20',
  refusalDays: 'The look-back for refused orders must be 1 to 730 days',
  firstOrderMax: 'The first-order limit must be ₹1 to ₹10,00,000, or empty for none',
  flagHours: 'Flag unconfirmed orders after 1 to 168 hours',
  cancelHours: 'Cancel unconfirmed orders after 1 to 336 hours, or leave empty to never cancel',
  creditDays: 'Store credit must last 1 to 3,650 days',
} as const;

const whole = wholeSetting;

export const codSettingsSchema = z.object({
  /** A shopper's COD orders not yet delivered, cancelled or returned. */
  maxOpenCodOrders: whole(COD_SETTINGS_MESSAGES.openOrders, 1, 1000),
  /** Refused or returned-to-origin COD orders in the look-back that stop COD for a shopper. */
  maxRefusedCodOrders: whole(COD_SETTINGS_MESSAGES.refusals, 1, 20),
  refusalWindowDays: whole(COD_SETTINGS_MESSAGES.refusalDays, 1, 730),
  /** null: a first order may be paid in cash up to the shop's ceiling like any other. */
  firstOrderCodMaxPaise: whole(COD_SETTINGS_MESSAGES.firstOrderMax, 100, 1_000_000_00).nullable(),
  /** Dispatch lists flag an unconfirmed COD order this long after it was placed. */
  flagUnconfirmedAfterHours: whole(COD_SETTINGS_MESSAGES.flagHours, 1, 168),
  /** null: never cancelled automatically (the default). */
  cancelUnconfirmedAfterHours: whole(COD_SETTINGS_MESSAGES.cancelHours, 1, 336).nullable(),
  /** Store credit expires this many days after it was given. */
  storeCreditDays: whole(COD_SETTINGS_MESSAGES.creditDays, 1, 3650),
});

export type CodSettings = z.output<typeof codSettingsSchema>;

export const codSettings = defineSection({
  key: 'cod',
  title: 'Cash on delivery and store credit',
  schema: codSettingsSchema,
  defaults: {
    maxOpenCodOrders: 2,
    maxRefusedCodOrders: 2,
    refusalWindowDays: 180,
    firstOrderCodMaxPaise: null,
    flagUnconfirmedAfterHours: 24,
    cancelUnconfirmedAfterHours: null,
    storeCreditDays: 365,
  },
});
