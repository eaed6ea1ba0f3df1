/**
 * Beside a cart line's plus button once the line holds every unit left in its size: says why the
 * button is off ("Only 3 left in size M"). A line holding more than is left has its own warning.
 */
import type { CartItem } from '#shared/cart';

export function atStockLimit(item: Pick<CartItem, 'quantity' | 'available'>): boolean {
  return item.available > 0 && item.quantity === item.available;
}

export function StockLimitNote({ id, item }: { id: string; item: CartItem }) {
  if (!atStockLimit(item)) return null;
  return (
    // Beside the buttons where there is room; on a phone, on its own line under them.
    <span
      id={id}
      className="order-last w-full text-sm font-medium text-amber-900 sm:order-none sm:mr-auto sm:w-auto"
    >
      Only {item.available} left in size {item.selectedSize}
    </span>
  );
}
