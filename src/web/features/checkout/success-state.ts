/**
 * What checkout tells /success (as router state): the order, and for cash on delivery the amount
 * the shopper will hand over. A cash order is placed, not paid, so /success must not say
 * "Payment Successful" for it; an online payment keeps docs/product.md's wording.
 */
import { formatRupees } from '#shared/money';

export type SuccessState = { orderId: string } & (
  | { payment: 'online' }
  | { payment: 'cash-on-delivery' /** Rupees, the Grand Total less any store credit. */; amountDue: number }
  | { payment: 'store-credit' }
);

export interface SuccessWording {
  heading: string;
  /** For cash on delivery: "Pay ₹1,099 in cash on delivery". */
  amountLine?: string;
}

export function successWording(state: Partial<SuccessState> | null): SuccessWording {
  if (state?.payment === 'cash-on-delivery' && typeof state.amountDue === 'number') {
    return {
      heading: 'Order placed',
      amountLine: `Pay ${formatRupees(state.amountDue)} in cash on delivery`,
    };
  }
  if (state?.payment === 'store-credit')
    return { heading: 'Order placed', amountLine: 'Paid in full from your store credit' };
  return { heading: 'Payment Successful' };
}
