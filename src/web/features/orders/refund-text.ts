/**
 * How a return's refund reaches the shopper, in words for the order page (docs/product.md,
 * "After the order" and section 22): back to the payment made online, to store credit, or by bank
 * or UPI transfer, as the shopper chose.
 */
import type { ReturnJson } from '#shared/after-order';
import { formatRupees } from '#shared/money';

const WAYS: Record<'online' | 'store_credit' | 'transfer', { done: string; due: string }> = {
  online: { done: 'to the original payment method', due: 'Refund goes back to the original payment method' },
  store_credit: { done: 'to your store credit', due: 'Refund goes to your store credit' },
  transfer: { done: 'by bank or UPI transfer', due: 'Refund by bank or UPI transfer' },
};

const wayOf = (item: Pick<ReturnJson, 'refundTo' | 'paymentMethod'>) =>
  WAYS[item.refundTo ?? (item.paymentMethod === 'online' ? 'online' : 'transfer')];

/** "Refunded ₹1,000 to your store credit", once refunded. */
export const refundedText = (item: ReturnJson) =>
  `Refunded ${formatRupees(item.refunded ?? 0)} ${wayOf(item).done}`;

/** Where the refund will go, while the return is on its way; null for an exchange or a settled one. */
export function refundDueText(item: ReturnJson): string | null {
  if (item.resolution !== 'refund' || item.refunded !== null || item.status === 'rejected') return null;
  // The shopper sees where the transfer goes, and can spot a mistyped UPI id or account.
  return item.payout ? `${wayOf(item).due}, to ${item.payout}` : wayOf(item).due;
}
