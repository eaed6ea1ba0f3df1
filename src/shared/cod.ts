/**
 * Cash on delivery without the losses and store credit (docs/product.md section 22): the words
 * the checkout, the confirmation page and the back office show, written once.
 */
import { z } from 'zod';
import { formatRupees, paiseToRupees } from './money';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export const COD_MESSAGES = {
  tooManyOpen: (most: number) =>
    `You already have ${most} cash-on-delivery ${most === 1 ? 'order' : 'orders'} on the way. Please pay online, or choose cash on delivery again once one is delivered.`,
  tooManyReturned: (count: number, days: number) =>
    `Cash on delivery is not available on your account: ${count} cash-on-delivery ${count === 1 ? 'order was' : 'orders were'} refused or returned to us in the last ${days} days. Please pay online.`,
  firstOrderLimit: (mostPaise: number) =>
    `Cash on delivery is available on a first order up to ${rupees(mostPaise)}. Please pay online.`,
  linkExpired: 'This link has expired: the order has been dispatched, cancelled or paid already.',
  linkUnknown: 'This link is not valid. Please open the latest mail about your order.',
  confirmed: 'Thank you: your order is confirmed and will be dispatched soon.',
  nothingToConfirm: 'Only a cash-on-delivery order that has not been dispatched can be confirmed.',
  rtoOnlyDispatched: (orderId: string, status: string) =>
    `Only a dispatched order can be returning to origin; ${orderId} is ${status}.`,
  rtoReceiveOnlyRto: (orderId: string, status: string) =>
    `Only an order returning to origin can be received; ${orderId} is ${status}.`,
  restockChoice: 'Choose whether the units go back into stock',
  autoCancelled: (hours: number) =>
    `We cancelled it because it was not confirmed within ${hours} hours. You are welcome to order again.`,
} as const;

/**
 * A shopper's standing for cash on delivery, as the checkout's quote carries it: a refusal that
 * holds whatever the amount (too many open, or refused and returned, COD orders), else the
 * first-order limit when it applies to them. Any amount is judged on the cash the courier would
 * collect at the door: the COD fee included, less store credit or partial COD's token paid before
 * (BUSINESS.md section 7), so the checkout asks about each way of paying with its own figure.
 */
export interface CodStanding {
  refusal: string | null;
  /** The first-order limit when this would be the shopper's first order and the shop sets one. */
  firstOrderMaxPaise: number | null;
}

/** Why cash on delivery is refused to a shopper of this standing for `cashPaise` at the door, or null. */
export function codStandingRefusal(standing: CodStanding, cashPaise: number): string | null {
  if (standing.refusal) return standing.refusal;
  const most = standing.firstOrderMaxPaise;
  return most !== null && cashPaise > most ? COD_MESSAGES.firstOrderLimit(most) : null;
}

/** Partial COD: a token paid online at checkout, the rest in cash (docs/product.md section 22). */
export const PARTIAL_COD_MESSAGES = {
  unavailable: 'Paying a part now is not available for this order. Please pay online or in cash on delivery.',
  needsAddress: 'Please enter your delivery address before paying the part now.',
  /** Beside the checkout's button. */
  offer: (tokenPaise: number, cashPaise: number) =>
    `Pay ${rupees(tokenPaise)} now, ${rupees(cashPaise)} in cash on delivery`,
  /**
   * A paid token makes the order a COD order, judged by every COD rule then (BUSINESS.md section
   * 7): one the rules now refuse is refunded in full, with the rule's own words.
   */
  tokenRefused: (refusal: string, tokenPaise: number) =>
    `We could not take this order in cash on delivery: ${refusal} The order will not be sent, and the ${rupees(tokenPaise)} you paid online will be refunded in full in 5 to 7 business days.`,
} as const;

export const STORE_CREDIT_MESSAGES = {
  notEnough: (balancePaise: number, totalPaise: number) =>
    `Your store credit of ${rupees(balancePaise)} does not cover this order of ${rupees(totalPaise)}. Pay the rest in cash on delivery or online.`,
  none: 'You have no store credit to use.',
  coversOnline: 'Your store credit covers this whole order: choose Pay with store credit instead.',
  notWithPartialCod:
    'Store credit cannot be combined with paying a part now: pay the rest online or in cash on delivery.',
} as const;

/** PATCH /api/admins/orders/:orderId/rto-received */
export const receiveRtoSchema = z.object({
  restock: z.boolean({ error: COD_MESSAGES.restockChoice }),
});

/** The confirmation link's token: 43 characters of base64url (32 random bytes). */
export const codTokenParamsSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: COD_MESSAGES.linkUnknown }),
});

/** The payment window's proof, sent back to POST /api/cod/:token/pay-online/verify. */
export const payOnlineProofSchema = z.object({
  payment_id: z
    .string({ error: 'Missing payment id.' })
    .trim()
    .min(1, { error: 'Missing payment id.' })
    .max(100),
  signature: z
    .string({ error: 'Missing payment signature.' })
    .trim()
    .min(1, { error: 'Missing payment signature.' })
    .max(200),
});

/** What the confirmation page shows (GET /api/cod/:token). */
export interface CodConfirmationJson {
  orderId: string;
  /** Rupees to pay in cash on delivery (the amount less any store credit). */
  cashDue: number;
  /** Rupees "Pay online now" charges: the cash due less the COD fee and the prepaid discount. */
  payOnlineNow: number;
  /** Rupees of COD fee in the amount; 0 when none. */
  codFee: number;
  /** Rupees off for paying online now, as checkout offered (docs/decisions/033); 0 when none. */
  prepaidDiscount: number;
  amount: number;
  items: { name: string; size: string; quantity: number }[];
  confirmedAt: string | null;
  /** False once the order is dispatched, cancelled or paid: the link has expired with it. */
  open: boolean;
}

/** The shopper's store credit page (GET /api/users/store-credit). */
export interface StoreCreditJson {
  /** Rupees. */
  balance: number;
  entries: {
    kind: 'credit' | 'debit' | 'expiry';
    /** Rupees. */
    amount: number;
    balanceAfter: number;
    note: string;
    orderId: string | null;
    expiresAt: string | null;
    createdAt: string;
  }[];
}

/** The dashboard's COD panel looks back this many days. */
export const COD_PANEL_DAYS = 90;
/** A pincode is listed once it has this many COD orders in the panel's days. */
export const COD_PANEL_MIN_PINCODE_ORDERS = 5;
export const COD_PANEL_WORST_PINCODES = 20;

export interface RtoRow {
  /** A state's name or a pincode. */
  key: string;
  codOrders: number;
  shipped: number;
  rto: number;
  /** Percent of shipped COD orders that came back, one decimal. */
  rtoRate: number;
}

/** GET /api/admins/cod-panel */
export interface CodPanelJson {
  days: number;
  /** Percent of placed orders paid in cash on delivery. */
  codShare: number;
  /** Percent of COD orders the shopper confirmed from the link. */
  confirmationRate: number;
  /** Percent of shipped COD orders returned to origin. */
  rtoRate: number;
  codOrders: number;
  byState: RtoRow[];
  /** The worst pincodes (at least COD_PANEL_MIN_PINCODE_ORDERS COD orders), with whether COD is already off there. */
  worstPincodes: (RtoRow & { codStopped: boolean })[];
}

/** POST /api/admins/cod-panel/stop-cod */
export const stopCodSchema = z.object({
  pincode: z
    .string({ error: 'Enter a valid pincode' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, { error: 'Enter a valid pincode' }),
});
