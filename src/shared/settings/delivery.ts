/**
 * Delivery and cash on delivery (docs/product.md sections 11 and 12): the delivery charge and an
 * optional free-delivery threshold, the cash-on-delivery ceiling, and the pincodes or pincode
 * prefixes where the shop does not deliver or offers no cash on delivery.
 */
import { z } from 'zod';
import { DELIVERY_CHARGE_RUPEES } from '../constants';
import { rupeesToPaise } from '../money';
import { defineSection } from './section';

export const DELIVERY_SETTINGS_MESSAGES = {
  charge: 'The delivery charge must be ₹0 to ₹10,000',
  freeAbove: 'The free-delivery threshold must be ₹1 to ₹10,00,000, or empty for no free delivery',
  codMax: 'The cash-on-delivery limit must be ₹1 to ₹10,00,000',
  pincodes: (entry: string) =>
    `"${entry}" is not a pincode or the start of one (1 to 6 digits, not starting with 0)`,
  tooMany: 'At most 1,000 pincodes or prefixes in one list',
} as const;

const MAX_RUPEES_PAISE = 1_000_000_00;

const pincodePrefixes = z
  .array(z.string().trim())
  .max(1000, { error: DELIVERY_SETTINGS_MESSAGES.tooMany })
  .superRefine((entries, ctx) => {
    const bad = entries.find((entry) => !/^[1-9][0-9]{0,5}$/.test(entry));
    if (bad !== undefined)
      ctx.addIssue({ code: 'custom', message: DELIVERY_SETTINGS_MESSAGES.pincodes(bad) });
  })
  .transform((entries) => [...new Set(entries)].sort());

const paise = (message: string, least: number, most: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(least, { error: message })
    .max(most, { error: message });

export const deliverySettingsSchema = z.object({
  deliveryChargePaise: paise(DELIVERY_SETTINGS_MESSAGES.charge, 0, 10_000_00),
  /** null: no free delivery (the default, so the ₹100 charge always holds). */
  freeDeliveryAbovePaise: paise(DELIVERY_SETTINGS_MESSAGES.freeAbove, 100, MAX_RUPEES_PAISE).nullable(),
  codMaxPaise: paise(DELIVERY_SETTINGS_MESSAGES.codMax, 100, MAX_RUPEES_PAISE),
  blockedPincodes: pincodePrefixes,
  noCodPincodes: pincodePrefixes,
});

export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

export const deliverySettings = defineSection({
  key: 'delivery',
  title: 'Delivery and cash on delivery',
  schema: deliverySettingsSchema,
  defaults: {
    deliveryChargePaise: rupeesToPaise(DELIVERY_CHARGE_RUPEES),
    freeDeliveryAbovePaise: null,
    codMaxPaise: 5_000_00,
    blockedPincodes: [],
    noCodPincodes: [],
  },
});
