/**
 * The cart's subtotal as the shopper sees it. The delivery charge, any coupon and the grand total
 * are the server's to work out (the checkout's quote, docs/product.md section 13).
 */
import type { CartItem } from '#shared/cart';
import { rupeesToPaise } from '#shared/money';

export function cartTotals(items: CartItem[]) {
  const subtotalPaise = items.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.quantity, 0);
  return { subtotal: subtotalPaise / 100, subtotalPaise };
}
