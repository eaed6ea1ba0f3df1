/**
 * Cash on delivery without the losses (docs/product.md, "Cash on delivery and store credit"):
 * who may pay cash, how long a COD order waits for its confirmation, and how long store credit
 * lasts, and how the way of paying is priced: the COD fee, the prepaid discount and partial COD's
 * token (all off by default). Every figure here is a setting with the default given; the checkout explains each
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
  codFee: 'The cash-on-delivery fee must be ₹0 to ₹1,000',
  prepaidPercent: 'The prepaid discount must be 1% to 50%, or empty',
  prepaidAmount: 'The prepaid discount must be ₹1 to ₹1,000, or empty',
  prepaidBoth: 'Give the prepaid discount as a percent or as an amount, not both',
  partialCod:
    'Choose how partial cash on delivery takes its token: off, the delivery charge or a fixed amount',
  tokenAmount: 'The token must be ₹1 to ₹5,000',
} as const;

/** Partial COD's token paid online at checkout (docs/product.md section 22): off, the delivery charge, or a fixed amount. */
export const PARTIAL_COD_KINDS = ['off', 'delivery', 'fixed'] as const;
export type PartialCodKind = (typeof PARTIAL_COD_KINDS)[number];

const whole = wholeSetting;

export const codSettingsSchema = z
  .object({
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
    /** Added to an order paid in cash on delivery, taxed like the delivery charge. */
    codFeePaise: whole(COD_SETTINGS_MESSAGES.codFee, 0, 1000_00),
    /** "Pay online and save": a percent of the goods (rounded down to the rupee) or a flat amount. */
    prepaidPercentOff: whole(COD_SETTINGS_MESSAGES.prepaidPercent, 1, 50).nullable(),
    prepaidAmountOffPaise: whole(COD_SETTINGS_MESSAGES.prepaidAmount, 100, 1000_00).nullable(),
    partialCod: z.enum(PARTIAL_COD_KINDS, { error: COD_SETTINGS_MESSAGES.partialCod }),
    /** The fixed token; also the token when the delivery is free and the kind is 'delivery'. */
    partialCodTokenPaise: whole(COD_SETTINGS_MESSAGES.tokenAmount, 100, 5000_00),
  })
  .refine((s) => s.prepaidPercentOff === null || s.prepaidAmountOffPaise === null, {
    error: COD_SETTINGS_MESSAGES.prepaidBoth,
    path: ['prepaidAmountOffPaise'],
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
    codFeePaise: 0,
    prepaidPercentOff: null,
    prepaidAmountOffPaise: null,
    partialCod: 'off',
    partialCodTokenPaise: 100_00,
  },
});
