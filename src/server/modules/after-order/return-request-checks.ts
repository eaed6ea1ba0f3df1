/**
 * What a return request must pass before it is recorded (docs/product.md, "After the order"):
 * the return window is open, and each size an exchange asks for is on sale now.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES, returnWindowOpen } from '#shared/after-order';
import { SIZES } from '#shared/constants';
import { type OrderItemRow, unitsInStock } from '../orders';

/** 409 return_window_closed: returns are off (a window of 0 days), or this order's window has closed. */
export function checkReturnWindow(deliveredAt: Date, windowDays: number, now: Date): void {
  if (returnWindowOpen(deliveredAt, windowDays, now)) return;
  const message =
    windowDays === 0 ? AFTER_ORDER_MESSAGES.returnsOff : AFTER_ORDER_MESSAGES.windowClosed(windowDays);
  throw new AppError('conflict', message, { code: 'return_window_closed' });
}

/**
 * The sizes of each line's product with no unit on sale now, keyed by line id: the exchange size
 * list shows them disabled, so a shopper never asks for one to be refused (issue 40, point 11).
 */
export async function soldOutSizesOf(db: DbOrTx, items: OrderItemRow[]): Promise<Record<number, string[]>> {
  const soldOut: Record<number, string[]> = {};
  for (const item of items) {
    soldOut[item.id] = [];
    for (const size of SIZES) {
      if ((await unitsInStock(db, { productId: item.productId, size })) === 0) soldOut[item.id]!.push(size);
    }
  }
  return soldOut;
}

export interface ExchangeWish {
  item: OrderItemRow;
  size: string;
  quantity: number;
}

/**
 * 409 out_of_stock, in the shopper's terms, when a size asked for in exchange has fewer units on
 * sale than asked (lines asking for the same product and size count together). Nothing is taken
 * here: approval takes the stock, and checks again (docs/decisions/016-after-the-order.md).
 */
export async function checkExchangeSizesInStock(db: DbOrTx, wishes: ExchangeWish[]): Promise<void> {
  const wanted = new Map<string, ExchangeWish>();
  for (const wish of wishes) {
    const key = `${wish.item.productId}/${wish.size}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, quantity: seen.quantity + wish.quantity } : wish);
  }
  for (const wish of wanted.values()) {
    const left = await unitsInStock(db, { productId: wish.item.productId, size: wish.size });
    if (left < wish.quantity)
      throw new AppError('conflict', AFTER_ORDER_MESSAGES.exchangeSoldOut(wish.item.name, wish.size, left), {
        code: 'out_of_stock',
      });
  }
}
