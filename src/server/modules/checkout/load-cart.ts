/** Step 1: the shopper's cart lines with today's prices and stock; an empty cart ends checkout. */

import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { EMPTY_CART_MESSAGE } from '#shared/cart';
import { type CartLine, loadCartLines } from '../cart/cart-lines';

export async function loadCart(db: DbOrTx, userId: number): Promise<CartLine[]> {
  const lines = await loadCartLines(db, userId);
  // A second click of a checkout button lands here after the first emptied the cart.
  if (lines.length === 0) throw new AppError('conflict', EMPTY_CART_MESSAGE, { code: 'cart_empty' });
  return lines;
}
