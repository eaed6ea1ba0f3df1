/**
 * What an order's provider order asks the shopper to pay online (docs/product.md section 22):
 * partial COD's token on a cash-on-delivery order, otherwise the amount less any store credit.
 * A refund of the online payment (cancel, return to origin, a late or extra payment) gives back
 * exactly this.
 */
import type { OrderRow } from './order-queries';

export const onlineChargePaise = (
  order: Pick<OrderRow, 'paymentMethod' | 'amountPaise' | 'storeCreditPaise' | 'codTokenPaise'>,
): number =>
  order.paymentMethod === 'cod' ? order.codTokenPaise : order.amountPaise - order.storeCreditPaise;

/** Whether an online payment of the order was captured and would be refunded: prepaid, or a paid token. */
export const hasOnlinePayment = (order: Pick<OrderRow, 'paymentMethod' | 'paymentId' | 'codTokenPaise'>) =>
  order.paymentId !== null && (order.paymentMethod === 'online' || order.codTokenPaise > 0);
