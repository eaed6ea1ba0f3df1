/**
 * The admin's offer form (BUSINESS.md section 12), defined once for server and web: every
 * refusal in words, nothing saved (docs/decisions/040-offers.md).
 */
import { z } from 'zod';
import { CATEGORIES } from '../constants';
import { formatRupees, paiseToRupees } from '../money';
import { MAX_ROW_ID } from '../row-id';
import { OFFER_KINDS } from './types';

export const MAX_OFFER_PERCENT = 90;

export const OFFER_FORM_MESSAGES = {
  name: 'The name must be 3 to 80 characters',
  buyQuantity: 'The number of pieces must be a whole number from 1 to 20',
  freeQuantity: 'The number of free pieces must be a whole number from 1 to 20',
  bundlePrice: 'A bundle must cost ₹1 to ₹10,00,000: its saving cannot be the whole price of its pieces',
  percentOff: `The percent off must be a whole number from 1 to ${MAX_OFFER_PERCENT}`,
  amountOff: 'The amount off must be ₹1 to ₹1,00,000',
  minSubtotal: 'The least value must be ₹1 to ₹10,00,000',
  savingOverPrice: (amountPaise: number, leastPaise: number) =>
    `The saving (${formatRupees(paiseToRupees(amountPaise))}) cannot be more than the pieces' price: the least value is ${formatRupees(paiseToRupees(leastPaise))}`,
  category: `The category must be one of: ${CATEGORIES.join(', ')}`,
  items: 'Choose 1 to 200 items for the offer',
  unknownItems: (ids: string[]) => `There is no item ${ids.join(', ')}: choose items from the catalogue`,
  collection: 'Choose the collection the offer covers',
  unknownCollection: 'There is no such collection: choose one of the shop’s collections',
  bundleOverItems: 'The bundle costs as much as its pieces or more: it would save nothing',
  startsAt: 'Enter when the offer starts',
  endsAt: 'The end must be a date and time after the start, or empty for no end',
  usesPerShopper: 'Uses per shopper must be a whole number from 1 to 1,000, or empty for no limit',
  notFound: 'There is no such offer',
} as const;

const whole = (message: string, least: number, most: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(least, { error: message })
    .max(most, { error: message });

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

export const offerSelectorSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('category'),
      category: z.enum(CATEGORIES, { error: OFFER_FORM_MESSAGES.category }),
    }),
    z.object({
      kind: z.literal('items'),
      itemIds: z
        .array(z.string({ error: OFFER_FORM_MESSAGES.items }).trim().min(1).max(200), {
          error: OFFER_FORM_MESSAGES.items,
        })
        .min(1, { error: OFFER_FORM_MESSAGES.items })
        .max(200, { error: OFFER_FORM_MESSAGES.items })
        .transform((ids) => [...new Set(ids)]),
    }),
    z.object({
      kind: z.literal('collection'),
      collectionId: z
        .number({ error: OFFER_FORM_MESSAGES.collection })
        .int({ error: OFFER_FORM_MESSAGES.collection })
        .positive({ error: OFFER_FORM_MESSAGES.collection })
        .max(MAX_ROW_ID, { error: OFFER_FORM_MESSAGES.collection }),
    }),
  ],
  { error: 'Choose which pieces the offer covers: all, a category, chosen items or a collection' },
);

/** The admin's create and edit (a whole offer each time). Amounts of other kinds are dropped. */
export const offerInputSchema = z
  .object({
    name: z
      .string({ error: OFFER_FORM_MESSAGES.name })
      .trim()
      .min(3, { error: OFFER_FORM_MESSAGES.name })
      .max(80, { error: OFFER_FORM_MESSAGES.name }),
    kind: z.enum(OFFER_KINDS, { error: 'Choose the kind of offer' }),
    selector: offerSelectorSchema,
    buyQuantity: whole(OFFER_FORM_MESSAGES.buyQuantity, 1, 20).nullable().default(null),
    freeQuantity: whole(OFFER_FORM_MESSAGES.freeQuantity, 1, 20).nullable().default(null),
    bundlePricePaise: whole(OFFER_FORM_MESSAGES.bundlePrice, 100, 10_00_000_00).nullable().default(null),
    percentOff: whole(OFFER_FORM_MESSAGES.percentOff, 1, MAX_OFFER_PERCENT).nullable().default(null),
    amountOffPaise: whole(OFFER_FORM_MESSAGES.amountOff, 100, 1_00_000_00).nullable().default(null),
    minSubtotalPaise: whole(OFFER_FORM_MESSAGES.minSubtotal, 100, 10_00_000_00).nullable().default(null),
    startsAt: instant(OFFER_FORM_MESSAGES.startsAt),
    endsAt: instant(OFFER_FORM_MESSAGES.endsAt).nullable().default(null),
    active: z.boolean().default(true),
    onlineOnly: z.boolean().default(false),
    stacksWithCoupons: z.boolean().default(false),
    usesPerShopper: whole(OFFER_FORM_MESSAGES.usesPerShopper, 1, 1000).nullable().default(null),
  })
  .superRefine((offer, ctx) => {
    const need = (field: keyof typeof offer, message: string) => {
      if (offer[field] === null) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (offer.kind !== 'flat_above') need('buyQuantity', OFFER_FORM_MESSAGES.buyQuantity);
    if (offer.kind === 'bundle') need('bundlePricePaise', OFFER_FORM_MESSAGES.bundlePrice);
    if (offer.kind === 'buy_get') need('freeQuantity', OFFER_FORM_MESSAGES.freeQuantity);
    if (offer.kind === 'percent_from') need('percentOff', OFFER_FORM_MESSAGES.percentOff);
    if (offer.kind === 'flat_above') {
      need('amountOffPaise', OFFER_FORM_MESSAGES.amountOff);
      need('minSubtotalPaise', OFFER_FORM_MESSAGES.minSubtotal);
      if (
        offer.amountOffPaise !== null &&
        offer.minSubtotalPaise !== null &&
        offer.amountOffPaise > offer.minSubtotalPaise
      )
        ctx.addIssue({
          code: 'custom',
          path: ['amountOffPaise'],
          message: OFFER_FORM_MESSAGES.savingOverPrice(offer.amountOffPaise, offer.minSubtotalPaise),
        });
    }
    if (offer.endsAt && offer.endsAt <= offer.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: OFFER_FORM_MESSAGES.endsAt });
  })
  .transform((offer) => ({
    ...offer,
    buyQuantity: offer.kind === 'flat_above' ? null : offer.buyQuantity,
    freeQuantity: offer.kind === 'buy_get' ? offer.freeQuantity : null,
    bundlePricePaise: offer.kind === 'bundle' ? offer.bundlePricePaise : null,
    percentOff: offer.kind === 'percent_from' ? offer.percentOff : null,
    amountOffPaise: offer.kind === 'flat_above' ? offer.amountOffPaise : null,
    minSubtotalPaise: offer.kind === 'flat_above' ? offer.minSubtotalPaise : null,
  }));
export type OfferInput = z.output<typeof offerInputSchema>;

/** One offer in the admin's list, with what it has done. */
export interface OfferJson extends Omit<OfferInput, 'startsAt' | 'endsAt'> {
  id: number;
  startsAt: string;
  endsAt: string | null;
  badge: string;
}

/** The report per offer (BUSINESS.md section 12): orders, pieces, revenue after the saving, discount. */
export interface OfferReportRow {
  offerId: number;
  name: string;
  orders: number;
  pieces: number;
  revenuePaise: number;
  discountPaise: number;
}
