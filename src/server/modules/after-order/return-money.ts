/**
 * What a return may refund (docs/product.md, "After the order"): what the invoice bills for its
 * units, that is their price less their offer share and their share of the order's discounts (coupon and prepaid), and never more than
 * is left of what the order was paid.
 */
import { apportion } from '#shared/gst/apportion';
import { type OrderEventRow, type OrderItemRow, type OrderRow, onlineChargePaise } from '../orders';
import type { ReturnLineRow } from './return-rows';

/**
 * The discount is shared among the order's lines exactly as the invoice shares it (largest
 * remainders, lines in id order; docs/decisions/014-gst-invoices.md), and a line's value is
 * shared among its pieces rounded down, so the refunds of a line never add up to more than the
 * invoice billed for it and each refund's credit note stays within its pieces' invoiced value.
 */
export function refundablePaise(
  order: Pick<OrderRow, 'discountPaise' | 'prepaidDiscountPaise'>,
  items: OrderItemRow[],
  lines: Pick<ReturnLineRow, 'orderItemId' | 'quantity'>[],
): number {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  // Each line's offer share first (docs/decisions/040-offers.md): a returned piece refunds what it
  // was sold for after its share of the offer's saving; the pieces kept are not repriced.
  const gross = sorted.map((item) => item.unitPricePaise * item.quantity - (item.offerDiscountPaise ?? 0));
  const discounts = apportion(order.discountPaise + order.prepaidDiscountPaise, gross);
  return lines.reduce((sum, line) => {
    const i = sorted.findIndex((item) => item.id === line.orderItemId);
    if (i < 0) return sum;
    const sold = Math.max(0, gross[i]! - discounts[i]!);
    return sum + Math.floor((sold * line.quantity) / sorted[i]!.quantity);
  }, 0);
}

/** Paise paid for the order: online once captured, cash on delivery once delivered. */
export function paidPaise(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentId' | 'status' | 'amountPaise'>,
): number {
  if (order.paymentMethod === 'online') return order.paymentId ? order.amountPaise : 0;
  return order.status === 'delivered' ? order.amountPaise : 0;
}

type MoneyEvent = Pick<OrderEventRow, 'type' | 'data'>;

/** The paise the events of these types carry. */
const amountOf = (events: MoneyEvent[], types: string[]) =>
  events
    .filter((event) => types.includes(event.type))
    .reduce((sum, event) => sum + ((event.data as { amountPaise?: number }).amountPaise ?? 0), 0);

/** Paise already refunded or on their way back: provider refunds requested, transfers recorded. */
export function refundedPaise(events: MoneyEvent[]): number {
  return amountOf(events, ['refund_requested', 'refund_recorded']);
}

/**
 * What is left to refund to the order's online payment: what it charged (the total less any
 * store credit) less the provider refunds already asked for. Refunds to store credit or by
 * transfer do not count against it.
 */
export function onlinePaymentLeftPaise(
  order: Pick<OrderRow, 'paymentMethod' | 'amountPaise' | 'storeCreditPaise' | 'codTokenPaise'>,
  events: MoneyEvent[],
): number {
  return Math.max(0, onlineChargePaise(order) - amountOf(events, ['refund_requested']));
}
