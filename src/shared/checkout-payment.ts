/**
 * What the shopper pays, by the way of paying chosen at checkout (issue 40 point 7; docs/product.md
 * section 22; docs/decisions/030 and 034). The checkout's summary shows these lines and ends on
 * `toPayPaise`; the server charges exactly that: create-order compares its amount with it, and
 * place-cod-order's cash to collect is the same sum. One function, so the figure on screen and the
 * figure charged cannot drift apart.
 */
import { STORE_CREDIT_MESSAGES } from './cod';
import type { CheckoutQuote } from './coupons';

/** The shopper's choice: pay online, cash on delivery, or partial COD (a token now, cash later). */
export type PayWay = 'online' | 'cod' | 'partial';

export interface PaymentPlan {
  /** How the last line is paid: store credit alone when the balance covers the order. */
  via: PayWay | 'store_credit';
  /** Taken off when paying online; 0 otherwise. */
  prepaidDiscountPaise: number;
  /** Added for cash on delivery (whole or partial); 0 otherwise. */
  codFeePaise: number;
  /** Paid from the shopper's balance. */
  storeCreditPaise: number;
  /** Partial COD: what the courier collects after the token; 0 otherwise. */
  cashLaterPaise: number;
  /** The summary's last line: online now, in cash at the door, the token now, or 0 in credit. */
  toPayPaise: number;
  /** Why this choice cannot be paid as it stands (the server would refuse it the same way). */
  refusal: string | null;
}

export function paymentPlan(quote: CheckoutQuote, way: PayWay, useCredit: boolean): PaymentPlan {
  const balance = useCredit ? quote.storeCreditPaise : 0;
  const none = {
    prepaidDiscountPaise: 0,
    codFeePaise: 0,
    storeCreditPaise: 0,
    cashLaterPaise: 0,
    refusal: null,
  };
  // A balance that covers the fee-free total pays it alone: no fee, no discount (decisions/030).
  if (balance > 0 && balance >= quote.totalPaise)
    return { ...none, via: 'store_credit', storeCreditPaise: quote.totalPaise, toPayPaise: 0 };
  if (way === 'online') {
    const { prepaidDiscountPaise, totalPaise } = quote.online;
    // A payment window cannot take nothing: credit that covers the online price is refused.
    const refusal = balance >= totalPaise && balance > 0 ? STORE_CREDIT_MESSAGES.coversOnline : null;
    return {
      ...none,
      via: 'online',
      prepaidDiscountPaise,
      storeCreditPaise: balance,
      toPayPaise: Math.max(0, totalPaise - balance),
      refusal,
    };
  }
  const { feePaise, totalPaise, tokenPaise } = quote.cod;
  if (way === 'partial') {
    if (tokenPaise === null)
      return { ...none, via: 'partial', codFeePaise: feePaise, toPayPaise: 0, refusal: null };
    return {
      ...none,
      via: 'partial',
      codFeePaise: feePaise,
      cashLaterPaise: totalPaise - tokenPaise,
      toPayPaise: tokenPaise,
      refusal: balance > 0 ? STORE_CREDIT_MESSAGES.notWithPartialCod : null,
    };
  }
  const credit = Math.min(balance, totalPaise);
  return {
    ...none,
    via: 'cod',
    codFeePaise: feePaise,
    storeCreditPaise: credit,
    toPayPaise: totalPaise - credit,
  };
}
