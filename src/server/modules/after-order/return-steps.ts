/**
 * Returns and exchanges (docs/product.md, "After the order"), one function per step. Each takes
 * its locks in the shop's order (the shopper's row, then the order, then the return, then
 * stock: docs/architecture.md section 7), checks the return's state under the lock, writes an
 * order event for the timeline and queues the shopper's mail in the same transaction.
 *
 *   requested -> approved | rejected      (approve takes the exchange's stock and places its ₹0 order)
 *   approved  -> received | exchanged     (received: the parcel is back; restocked or not)
 *   received  -> refunded                 (online: a partial provider refund; otherwise the shopper's
 *                                          choice: store credit, or a transfer the admin records)
 *
 * The shopper's request is in return-request.ts, the admin's review and the parcel's receipt in
 * return-review.ts, the refund in return-refund.ts; this file holds what the steps share.
 */
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES } from '#shared/after-order';
import { lockShopper } from '../accounts/shoppers';
import { itemsOfOrder, lockOrder, type OrderItemRow, type OrderRow, setReturnState } from '../orders';
import { findReturn, linesOfReturns, type ReturnRow, returnStateOf } from './return-rows';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** "2 x Stone Hoodie (M), 1 x Night Tee (L) for L": the units of a return, for events and mails. */
export function describeUnits(
  items: OrderItemRow[],
  lines: { orderItemId: number; quantity: number; exchangeSize?: string | null }[],
): string {
  return lines
    .map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId);
      const swap = line.exchangeSize ? ` for ${line.exchangeSize}` : '';
      return `${line.quantity} x ${item?.name ?? 'item'} (${item?.size ?? '?'})${swap}`;
    })
    .join(', ');
}

/**
 * Locks a return for an admin step: the shopper, the order, then the return row, whose state
 * must be `from` (409 otherwise, so a second approve changes nothing).
 */
export async function lockReturn(tx: DbOrTx, returnId: string, from: ReturnRow['status'], action: string) {
  const found = await findReturn(tx, returnId);
  if (!found) throw new AppError('not_found', 'Return not found.');
  await lockShopper(tx, found.userId);
  const order = (await lockOrder(tx, found.orderId))!;
  const row = (await findReturn(tx, returnId, true))!;
  if (row.status !== from)
    throw new AppError('conflict', AFTER_ORDER_MESSAGES.returnState(row.returnId, row.status, action), {
      code: 'order_state',
    });
  const items = await itemsOfOrder(tx, order.id);
  const lines = await linesOfReturns(tx, [row.id]);
  return { order, row, items, lines };
}

export async function settleReturnState(tx: DbOrTx, order: OrderRow, at: Date) {
  await setReturnState(tx, order.id, await returnStateOf(tx, order.id), at);
}
