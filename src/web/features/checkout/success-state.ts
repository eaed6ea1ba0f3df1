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
  /** The thanks, in the order's state: a COD order is placed until the shopper confirms it. */
  thanks: (orderId: string | undefined) => string;
}

const order = (orderId: string | undefined) => (orderId ? `Your order ${orderId}` : 'Your order');

/**
 * `awaitingConfirmation`: false once the order says it is confirmed (the shopper confirmed it
 * here, or partial COD's paid token stands for it); true until it is known.
 */
export function successWording(
  state: Partial<SuccessState> | null,
  awaitingConfirmation = true,
): SuccessWording {
  const confirmed = (orderId: string | undefined) => `Thank you! ${order(orderId)} is confirmed.`;
  if (state?.payment === 'cash-on-delivery' && typeof state.amountDue === 'number') {
    if (!awaitingConfirmation)
      return {
        heading: 'Order confirmed',
        amountLine: `Pay ${formatRupees(state.amountDue)} in cash on delivery`,
        thanks: confirmed,
      };
    return {
      heading: 'Order placed: please confirm it',
      amountLine: `Pay ${formatRupees(state.amountDue)} in cash on delivery`,
      thanks: (orderId) => `Thank you! ${order(orderId)} is placed. We send it once you confirm it.`,
    };
  }
  if (state?.payment === 'store-credit')
    return { heading: 'Order placed', amountLine: 'Paid in full from your store credit', thanks: confirmed };
  return { heading: 'Payment Successful', thanks: confirmed };
}
