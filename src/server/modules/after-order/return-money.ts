/**
 * What a return may refund (docs/product.md, "After the order"): the price paid for its units,
 * less their share of the order's coupon discount (rounded up, so the shares never add up to
 * less than the discount), and never more than is left of what the order was paid.
 */
import type { OrderEventRow, OrderItemRow, OrderRow } from '../orders';
import type { ReturnLineRow } from './return-rows';

export function refundablePaise(
  order: Pick<OrderRow, 'discountPaise'>,
  items: OrderItemRow[],
  lines: Pick<ReturnLineRow, 'orderItemId' | 'quantity'>[],
): number {
  const itemsTotal = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const value = lines.reduce((sum, line) => {
    const item = items.find((candidate) => candidate.id === line.orderItemId);
    return sum + (item ? item.unitPricePaise * line.quantity : 0);
  }, 0);
  if (itemsTotal === 0) return 0;
  const discountShare = Math.ceil((order.discountPaise * value) / itemsTotal);
  return Math.max(0, value - discountShare);
}

/** Paise paid for the order: online once captured, cash on delivery once delivered. */
export function paidPaise(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentId' | 'status' | 'amountPaise'>,
): number {
  if (order.paymentMethod === 'online') return order.paymentId ? order.amountPaise : 0;
  return order.status === 'delivered' ? order.amountPaise : 0;
}

/** Paise already refunded or on their way back: provider refunds requested, transfers recorded. */
export function refundedPaise(events: Pick<OrderEventRow, 'type' | 'data'>[]): number {
  return events
    .filter((event) => event.type === 'refund_requested' || event.type === 'refund_recorded')
    .reduce((sum, event) => sum + ((event.data as { amountPaise?: number }).amountPaise ?? 0), 0);
}
