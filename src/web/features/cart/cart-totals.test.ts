import { describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/cart';
import { cartTotals } from './cart-totals';

const item = (price: number, quantity: number): CartItem => ({
  _id: '1',
  itemId: 'tee',
  name: 'Tee',
  image: '/images/x.webp',
  price,
  selectedSize: 'M',
  quantity,
  available: 9,
});

describe('cart totals', () => {
  it('sums prices times quantities, in rupees and in paise', () => {
    expect(cartTotals([item(799, 2), item(1499.5, 1)])).toEqual({ subtotal: 3097.5, subtotalPaise: 309_750 });
  });

  it('is nothing for an empty cart', () => {
    expect(cartTotals([]).subtotal).toBe(0);
  });
});
