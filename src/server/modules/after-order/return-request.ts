/**
 * The shopper's return request (docs/product.md, "After the order"): which units of a delivered
 * order may still be returned, and the request itself, the first step of return-steps.ts.
 */
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/errors';
import { AFTER_ORDER_MESSAGES, choosesRefundDestination } from '#shared/after-order';
import { type RequestReturnInput, requestReturnSchema } from '#shared/after-order-requests';
import { PAYOUT_MESSAGES } from '#shared/refund-payout';
import { lockShopper } from '../accounts/shoppers';
import {
  findShopperOrder,
  itemsOfOrder,
  type OrderItemRow,
  type OrderRow,
  recordEvent,
  setReturnState,
  shopperActor,
} from '../orders';
import { readSettings } from '../settings';
import { queueReturnRequestedMail } from './return-mail';
import { checkExchangeSizesInStock, checkReturnWindow } from './return-request-checks';
import { insertReturn, linesOfReturns, type ReturnRow, returnsOfOrder } from './return-rows';
import { describeUnits, parse } from './return-steps';

/** Units of each order line not already in a return (a rejected return gives its units back). */
export async function unitsLeftToReturn(db: DbOrTx, order: OrderRow, items: OrderItemRow[]) {
  const open = (await returnsOfOrder(db, order.id)).filter((row) => row.status !== 'rejected');
  const lines = await linesOfReturns(
    db,
    open.map((row) => row.id),
  );
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const line of lines) left.set(line.orderItemId, (left.get(line.orderItemId) ?? 0) - line.quantity);
  return left;
}

/**
 * The shopper asks to return some units of a delivered order, within the window (never when the
 * window is 0 days: returns are off); an exchange only to a size on sale now.
 */
export async function requestReturn(
  db: DbOrTx,
  input: { userId: number; orderId: string; request: RequestReturnInput; now: Date },
): Promise<ReturnRow> {
  const request = parse(requestReturnSchema, input.request);
  return db.transaction(async (tx) => {
    await lockShopper(tx, input.userId);
    const order = await findShopperOrder(tx, input.userId, input.orderId, true);
    if (order.status !== 'delivered' || !order.deliveredAt)
      throw new AppError('conflict', AFTER_ORDER_MESSAGES.notDelivered, { code: 'order_state' });
    // Only a refund that does not go back through the provider has a way to choose.
    const chooses = request.resolution === 'refund' && choosesRefundDestination(order.paymentMethod);
    if (request.refundTo && !chooses) throw new AppError('invalid', AFTER_ORDER_MESSAGES.refundToOnline);
    const refundTo = chooses ? (request.refundTo ?? 'transfer') : null;
    const { windowDays } = await readSettings(tx, 'returns');
    checkReturnWindow(order.deliveredAt, windowDays, input.now);
    const items = await itemsOfOrder(tx, order.id);
    const left = await unitsLeftToReturn(tx, order, items);
    for (const line of request.lines) {
      const item = items.find((candidate) => candidate.id === line.lineId);
      if (!item) throw new AppError('invalid', AFTER_ORDER_MESSAGES.unknownLine);
      const available = left.get(item.id) ?? 0;
      if (line.quantity > available)
        throw new AppError('invalid', AFTER_ORDER_MESSAGES.tooManyUnits(item.name, item.size, available));
      left.set(item.id, available - line.quantity);
      if (request.resolution === 'exchange' && line.exchangeSize === item.size)
        throw new AppError('invalid', AFTER_ORDER_MESSAGES.sameSize);
    }
    // A transfer names where it goes, so the owner can pay without asking (issue 40 point 17).
    if (refundTo === 'transfer' && !request.payout) throw new AppError('invalid', PAYOUT_MESSAGES.missing);
    if (refundTo !== 'transfer' && request.payout) throw new AppError('invalid', PAYOUT_MESSAGES.notTransfer);
    if (request.resolution === 'exchange')
      await checkExchangeSizesInStock(
        tx,
        request.lines.map((line) => ({
          item: items.find((candidate) => candidate.id === line.lineId)!,
          size: line.exchangeSize!,
          quantity: line.quantity,
        })),
      );
    const row = await insertReturn(
      tx,
      {
        orderId: order.id,
        userId: order.userId,
        status: 'requested',
        resolution: request.resolution,
        reason: request.reason,
        note: request.note,
        refundTo,
        refundPayout: refundTo === 'transfer' ? (request.payout ?? null) : null,
        createdAt: input.now,
        updatedAt: input.now,
      },
      request.lines.map((line) => ({
        orderItemId: line.lineId,
        quantity: line.quantity,
        exchangeSize: request.resolution === 'exchange' ? (line.exchangeSize ?? null) : null,
      })),
    );
    const units = describeUnits(
      items,
      request.lines.map((l) => ({ orderItemId: l.lineId, ...l })),
    );
    await recordEvent(tx, {
      orderDbId: order.id,
      actor: shopperActor(input.userId),
      type: 'return_requested',
      data: {
        returnId: row.returnId,
        resolution: row.resolution,
        reason: row.reason,
        note: row.note,
        units,
      },
      at: input.now,
    });
    await setReturnState(tx, order.id, 'requested', input.now);
    await queueReturnRequestedMail(tx, order, row, units);
    return row;
  });
}
