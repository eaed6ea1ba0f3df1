/**
 * Limits every order obeys, checked on the priced cart before any stock is taken
 * (docs/decisions/006-checkout-and-payments.md): at most `maxUnitsPerSize` units of one size of
 * a product, so one shopper cannot hold a whole size's stock, and a grand total no larger than
 * MAX_ORDER_TOTAL_PAISE, so the amount always fits the database's money columns.
 */
import { AppError } from '#server/errors';
import { MAX_ORDER_TOTAL_PAISE, orderTooLargeMessage } from '#shared/orders';
import type { PricedCart } from './price-lines';

export function checkOrderLimits(priced: PricedCart, maxUnitsPerSize: number): void {
  // A setting lowered after the cart was filled, or a cart filled before the cap existed.
  const tooMany = priced.lines.find((line) => line.quantity > maxUnitsPerSize);
  if (tooMany) {
    throw new AppError(
      'conflict',
      `You can buy at most ${maxUnitsPerSize} of ${tooMany.name} in size ${tooMany.size} in one order. Please update your cart.`,
      { code: 'quantity_limit' },
    );
  }
  if (priced.totalPaise > MAX_ORDER_TOTAL_PAISE)
    throw new AppError('conflict', orderTooLargeMessage(), { code: 'order_too_large' });
}
