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
  it('adds the ₹100 delivery charge to the subtotal and gives the grand total in paise', () => {
    expect(cartTotals([item(799, 2), item(1499.5, 1)])).toEqual({
      subtotal: 3097.5,
      delivery: 100,
      grandTotal: 3197.5,
      grandTotalPaise: 319_750,
    });
  });

  it('is just the delivery charge for an empty cart', () => {
    expect(cartTotals([]).subtotal).toBe(0);
  });
});
