/**
 * Shipping through a courier aggregator (docs/product.md, "Shipping"): how many working days an
 * order takes to pack, the daily cut-off in IST after which it counts from the next day, the
 * parcel's weight by category and its box, the pickup pincode the courier collects from, and the
 * fee for a return pickup (kept from the refund).
 */
import { z } from 'zod';
import { defineSection, wholeSetting } from './section';

export const SHIPPING_SETTINGS_MESSAGES = {
  processingDays: 'Processing days must be 0 to 10',
  cutoffHour: 'The cut-off must be a whole hour from 0 to 23 (IST)',
  weight: 'A parcel weight must be 50 g to 30,000 g',
  box: 'Each side of the box must be 1 to 200 cm',
  pickupPincode: 'The pickup pincode must be 6 digits, not starting with 0',
  fee: 'The return pickup fee must be ₹0 to ₹1,000',
} as const;

const whole = wholeSetting;

export const shippingSettingsSchema = z.object({
  processingDays: whole(SHIPPING_SETTINGS_MESSAGES.processingDays, 0, 10),
  cutoffHourIst: whole(SHIPPING_SETTINGS_MESSAGES.cutoffHour, 0, 23),
  /** Grams a unit weighs: tees (overtees), hoodies, sweatshirts; another category weighs as a hoodie. */
  weightGrams: z.object({
    tee: whole(SHIPPING_SETTINGS_MESSAGES.weight, 50, 30_000),
    hoodie: whole(SHIPPING_SETTINGS_MESSAGES.weight, 50, 30_000),
    sweatshirt: whole(SHIPPING_SETTINGS_MESSAGES.weight, 50, 30_000),
  }),
  boxCm: z.object({
    length: whole(SHIPPING_SETTINGS_MESSAGES.box, 1, 200),
    breadth: whole(SHIPPING_SETTINGS_MESSAGES.box, 1, 200),
    height: whole(SHIPPING_SETTINGS_MESSAGES.box, 1, 200),
  }),
  pickupPincode: z.string().regex(/^[1-9][0-9]{5}$/, { error: SHIPPING_SETTINGS_MESSAGES.pickupPincode }),
  returnPickupFeePaise: whole(SHIPPING_SETTINGS_MESSAGES.fee, 0, 1000_00),
});

/** Which weight a catalogue category ships at. */
export function unitWeightGrams(weights: ShippingSettings['weightGrams'], category: string): number {
  if (category === 'overtees') return weights.tee;
  if (category === 'sweat shirt') return weights.sweatshirt;
  return weights.hoodie;
}

export type ShippingSettings = z.output<typeof shippingSettingsSchema>;

export const shippingSettings = defineSection({
  key: 'shipping',
  title: 'Shipping',
  schema: shippingSettingsSchema,
  defaults: {
    processingDays: 1,
    cutoffHourIst: 14,
    weightGrams: { tee: 300, hoodie: 600, sweatshirt: 600 },
    boxCm: { length: 30, breadth: 25, height: 5 },
    pickupPincode: '560001',
    returnPickupFeePaise: 0,
  },
});
