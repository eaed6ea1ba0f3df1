/** Totals as the shopper sees them; the server computes its own and compares. */
import type { CartItem } from '#shared/cart';
import { DELIVERY_CHARGE_RUPEES } from '#shared/constants';
import { rupeesToPaise } from '#shared/money';

export function cartTotals(items: CartItem[]) {
  const subtotal = items.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.quantity, 0) / 100;
  const grandTotal = subtotal + DELIVERY_CHARGE_RUPEES;
  return {
    subtotal,
    delivery: DELIVERY_CHARGE_RUPEES,
    grandTotal,
    grandTotalPaise: rupeesToPaise(grandTotal),
  };
}
