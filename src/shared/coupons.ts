/**
 * Coupons (docs/product.md section 13): the admin's form and list, the shopper's apply and the
 * reasons a code is refused, defined once for server and web.
 */
import { z } from 'zod';
import type { CodStanding } from './cod';
import { formatRupees, paiseToRupees } from './money';
import type { QuoteOffers } from './offers/types';

export const COUPON_MESSAGES = {
  unknown: 'There is no coupon with this code',
  paused: 'This coupon is not available right now',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  belowMinimum: (shortPaise: number) =>
    `Add ${formatRupees(paiseToRupees(shortPaise))} more to use this coupon`,
  usedUp: 'This coupon has been fully used',
  perShopper: (limit: number) =>
    limit === 1
      ? 'You have already used this coupon'
      : `You have already used this coupon ${limit} times, as many as it allows`,
  firstOrderOnly: 'This coupon is for your first order only',
  onlineOnly: 'This coupon is for online payment only. Choose Pay Online to use it.',
} as const;

export const COUPON_FORM_MESSAGES = {
  code: 'The code must be 3 to 20 letters, digits or dashes',
  percentOff: 'The percent off must be a whole number from 1 to 100',
  amountOff: 'The amount off must be ₹1 to ₹1,00,000',
  minSubtotal: 'The minimum order must be ₹0 to ₹10,00,000',
  maxDiscount: 'The maximum discount must be ₹1 to ₹1,00,000, or empty for no maximum',
  startsAt: 'Enter when the coupon starts',
  endsAt: 'The end must be a date and time after the start, or empty for no end',
  totalUses: 'Total uses must be a whole number from 1 to 10,00,000, or empty for no limit',
  usesPerShopper: 'Uses per shopper must be a whole number from 1 to 1,000, or empty for no limit',
  totalBelowUses: (uses: number) => `Total uses cannot be below the ${uses} uses so far`,
  codeTaken: 'A coupon with this code already exists',
  notFound: 'There is no such coupon',
} as const;

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a shopper types: any case, spaces around ignored. Stored and compared upper-case. */
export const normaliseCouponCode = (raw: string) => raw.trim().toUpperCase();
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
export const isCouponCode = (code: string) => CODE_PATTERN.test(code);

/** The shopper's field at checkout; a code that cannot exist reads as unknown on the server. */
export const couponCodeInputSchema = z
  .string({ error: COUPON_MESSAGES.unknown })
  .max(100, { error: COUPON_MESSAGES.unknown })
  .transform(normaliseCouponCode);

/** The optional coupon beside place-cod-order's and create-order's other fields; "" is none. */
export const couponField = {
  couponCode: couponCodeInputSchema
    .optional()
    .nullable()
    .transform((code) => code || undefined),
};

export const quoteSchema = z.object(couponField);

const wholeNumber = (message: string, least: number, most: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(least, { error: message })
    .max(most, { error: message });

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

/** The admin's create and edit (a whole coupon each time). */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: COUPON_FORM_MESSAGES.code })
      .transform(normaliseCouponCode)
      .refine(isCouponCode, { error: COUPON_FORM_MESSAGES.code }),
    kind: z.enum(COUPON_KINDS),
    percentOff: wholeNumber(COUPON_FORM_MESSAGES.percentOff, 1, 100).nullable(),
    amountOffPaise: wholeNumber(COUPON_FORM_MESSAGES.amountOff, 100, 1_00_000_00).nullable(),
    minSubtotalPaise: wholeNumber(COUPON_FORM_MESSAGES.minSubtotal, 0, 10_00_000_00),
    maxDiscountPaise: wholeNumber(COUPON_FORM_MESSAGES.maxDiscount, 100, 1_00_000_00).nullable(),
    startsAt: instant(COUPON_FORM_MESSAGES.startsAt),
    endsAt: instant(COUPON_FORM_MESSAGES.endsAt).nullable(),
    totalUses: wholeNumber(COUPON_FORM_MESSAGES.totalUses, 1, 10_00_000).nullable(),
    usesPerShopper: wholeNumber(COUPON_FORM_MESSAGES.usesPerShopper, 1, 1000).nullable(),
    firstOrderOnly: z.boolean(),
    onlineOnly: z.boolean(),
    paused: z.boolean(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === 'percent' && coupon.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: COUPON_FORM_MESSAGES.percentOff });
    if (coupon.kind === 'flat' && coupon.amountOffPaise === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffPaise'], message: COUPON_FORM_MESSAGES.amountOff });
    if (coupon.endsAt && coupon.endsAt <= coupon.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_FORM_MESSAGES.endsAt });
  })
  // Only the amount of the chosen kind is kept.
  .transform((coupon) => ({
    ...coupon,
    percentOff: coupon.kind === 'percent' ? coupon.percentOff : null,
    amountOffPaise: coupon.kind === 'flat' ? coupon.amountOffPaise : null,
  }));
export type CouponInput = z.output<typeof couponInputSchema>;

export const pauseCouponSchema = z.object({ paused: z.boolean() });

/** One coupon in the admin's list. */
export interface CouponJson {
  id: number;
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffPaise: number | null;
  minSubtotalPaise: number;
  maxDiscountPaise: number | null;
  startsAt: string;
  endsAt: string | null;
  totalUses: number | null;
  usesPerShopper: number | null;
  firstOrderOnly: boolean;
  onlineOnly: boolean;
  paused: boolean;
  /** Uses held now: placed orders and unpaid online orders still holding their reservation. */
  usesSoFar: number;
  /** null when the coupon has no total limit. */
  remaining: number | null;
}

/** "10% off (up to ₹200)" or "₹150 off": the coupon in a few words. */
export function describeCoupon(
  c: Pick<CouponJson, 'kind' | 'percentOff' | 'amountOffPaise' | 'maxDiscountPaise'>,
) {
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  if (c.kind === 'flat') return `${rupees(c.amountOffPaise ?? 0)} off`;
  const cap = c.maxDiscountPaise === null ? '' : ` (up to ${rupees(c.maxDiscountPaise)})`;
  return `${c.percentOff ?? 0}% off${cap}`;
}

/**
 * The server's totals for the shopper's cart (POST /api/cart/quote), in paise: what checkout shows
 * and what create-order's amount must equal.
 */
export interface CheckoutQuote {
  subtotalPaise: number;
  /** The offers the cart earns (docs/decisions/040-offers.md). */
  offers: QuoteOffers;
  discountPaise: number;
  deliveryChargePaise: number;
  /** The grand total before the way of paying is chosen (and what store credit alone pays). */
  totalPaise: number;
  /** The free-delivery threshold (on the subtotal after the discount); null when off. */
  freeDeliveryAbovePaise: number | null;
  coupon: { code: string; description: string; onlineOnly: boolean } | null;
  /** The shopper's store credit balance, which may pay part or all of the order (docs/product.md section 22). */
  storeCreditPaise: number;
  /** Paying online (docs/product.md section 22): the prepaid discount (0 when off) and the total. */
  online: { prepaidDiscountPaise: number; totalPaise: number };
  /**
   * Whether this shopper may pay this order in cash, and why not (the pincode is checked apart);
   * the COD fee (0 when off) and the total with it; partial COD's token to pay online now, null when off.
   */
  cod: {
    /** For the whole cash total, with nothing paid before. */
    available: boolean;
    reason: string | null;
    /** The shopper's standing, to judge the cash left after store credit or the token by. */
    standing: CodStanding;
    feePaise: number;
    totalPaise: number;
    tokenPaise: number | null;
  };
}

/** The checkout's coupon box. */
export const applyCouponSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'Enter a coupon code' })
    .max(100, { error: COUPON_MESSAGES.unknown }),
});
